// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// An ENSIP-10 wildcard resolver for a zone whose records live offchain: every lookup reverts with EIP-3668's
/// OffchainLookup to the zone's gateway (Latch's names module), and `resolveWithProof` accepts the gateway's
/// answer when one of the signers signed it and it has not expired. Its interface and signature format are
/// those of ENS's OffchainResolver (ensdomains/offchain-resolver): the answer is `abi.encode(result, expires,
/// sig)`, `sig` over keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(request) ‖ keccak256(result)). Unlike it,
/// the owner rotates the signers (`setSigners`).
contract DevEnsOffchainResolver {
    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923; // resolve(bytes,bytes), ENSIP-10
    bytes4 private constant ERC165 = 0x01ffc9a7;

    string public url;
    address public immutable owner;
    mapping(address => bool) public signers;

    event NewSigners(address[] signers);
    event RemovedSigners(address[] signers);

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error NotOwner();
    error InvalidSignature();
    error SignatureExpired();

    constructor(string memory gatewayUrl, address[] memory initialSigners) {
        url = gatewayUrl;
        owner = msg.sender;
        for (uint256 i = 0; i < initialSigners.length; i++) signers[initialSigners[i]] = true;
        emit NewSigners(initialSigners);
    }

    /// Rotates the gateway's keys: the new signer is added before the old one is removed, so no answer in
    /// between is refused.
    function setSigners(address[] calldata added, address[] calldata removed) external {
        if (msg.sender != owner) revert NotOwner();
        for (uint256 i = 0; i < added.length; i++) signers[added[i]] = true;
        for (uint256 i = 0; i < removed.length; i++) signers[removed[i]] = false;
        emit NewSigners(added);
        emit RemovedSigners(removed);
    }

    /// ENSIP-10: `name` DNS-encoded, `data` the profile call (addr, text…). The gateway is asked
    /// `resolve(name, data)`, the request travelling back as `extraData` so the proof is checked against it.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeWithSignature("resolve(bytes,bytes)", name, data);
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(address(this), urls, callData, this.resolveWithProof.selector, callData);
    }

    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory sig) = abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert SignatureExpired();
        (address signer, ECDSA.RecoverError problem,) =
            ECDSA.tryRecover(makeSignatureHash(address(this), expires, extraData, result), sig);
        if (problem != ECDSA.RecoverError.NoError || !signers[signer]) revert InvalidSignature();
        return result;
    }

    function makeSignatureHash(address target, uint64 expires, bytes memory request, bytes memory result)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encodePacked(hex"1900", target, expires, keccak256(request), keccak256(result)));
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == EXTENDED_RESOLVER || interfaceId == ERC165;
    }
}
