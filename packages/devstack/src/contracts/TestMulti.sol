// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// An ERC-1155 for the dev chains, minted by its owner.
contract TestMulti is ERC1155, Ownable {
    string public name;

    constructor(string memory name_) ERC1155("") Ownable(msg.sender) {
        name = name_;
    }

    function mint(address to, uint256 id, uint256 amount) external onlyOwner {
        _mint(to, id, amount, "");
    }
}
