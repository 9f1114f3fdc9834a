// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A token as an attacker writes one, for the server's hostile-input tests: any name and symbol (a NUL byte, a
/// copy of a real token's), balances it sets itself, and Transfer events for transfers nobody made.
contract HostileToken {
    string public name;
    string public symbol;
    uint8 public decimals;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    /// Credits `to` and emits Transfer(from → to) although `from` never sent anything.
    function forge(address from, address to, uint256 value) external {
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
