// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A view that answers as many bytes as asked: a small eth_call with a large answer (RPC proxy tests).
contract ReturnBomb {
    function blob(uint256 size) external pure returns (bytes memory data) {
        data = new bytes(size);
    }
}
