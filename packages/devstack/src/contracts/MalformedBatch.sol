// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Emits ERC-1155 TransferBatch logs whose data does not hold what it claims, for the indexer's tests.
contract MalformedBatch {
    bytes32 private constant TRANSFER_BATCH =
        keccak256("TransferBatch(address,address,address,uint256[],uint256[])");

    /// Data: the two array offsets, then each array's length (one id, one value) and no items at all.
    function emitMalformed(address to) external {
        bytes32 topic = TRANSFER_BATCH;
        assembly {
            let p := mload(0x40)
            mstore(p, 0x40)
            mstore(add(p, 0x20), 0x60)
            mstore(add(p, 0x40), 1)
            mstore(add(p, 0x60), 1)
            log4(p, 0x80, topic, caller(), caller(), to)
        }
    }
}
