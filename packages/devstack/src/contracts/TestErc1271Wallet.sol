// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A minimal ERC-1271 smart-contract wallet for the sign-in tests: a signature is valid when it recovers to the
/// owner from the hash the verifier passes (for SIWX, the EIP-191 hash of the message).
contract TestErc1271Wallet {
    bytes4 private constant MAGIC_VALUE = 0x1626ba7e;
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : bytes4(0xffffffff);
    }
}

/// CREATE2-deploys `TestErc1271Wallet`s, so a wallet's address is known before it exists (ERC-6492's
/// counterfactual signatures carry this factory and the `deploy` call).
contract TestErc1271WalletFactory {
    function deploy(address owner, bytes32 salt) external returns (address wallet) {
        wallet = address(new TestErc1271Wallet{salt: salt}(owner));
    }
}
