// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A stand-in for Farcaster's ID registry (IdRegistry on Optimism, 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b) on
/// a dev chain: installed at the real registry's address, it answers `idOf` and `custodyOf` as the real one does,
/// for the custody check of Farcaster's auth client. Its records are written with anvil_setStorageAt
/// (registerFarcasterFid); it has no registration of its own.
contract DevFarcasterIdRegistry {
    /// Slot 0: the fid a custody address owns (0: none).
    mapping(address => uint256) public idOf;
    /// Slot 1: the custody address of an fid.
    mapping(uint256 => address) public custodyOf;
}
