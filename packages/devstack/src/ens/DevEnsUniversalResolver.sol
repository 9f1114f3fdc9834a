// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The batch gateway of ENS's universal resolver (what viem answers locally for `x-batch-gateway:true`).
interface IBatchGateway {
    struct Request {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Request[] memory requests) external returns (bool[] memory failures, bytes[] memory responses);
}

interface IDevEnsRegistryResolvers {
    function resolver(bytes32 node) external view returns (address);
}

/// The universal resolver interface on a local chain: what viem's `getEnsAddress`, `getEnsName` and
/// `getEnsResolver` call (`resolveWithGateways`, `reverseWithGateways`, `findResolver`, with the same errors).
/// Names arrive DNS-encoded; a name without a resolver of its own uses its nearest parent's when that one is
/// an extended resolver (ENSIP-10). An extended resolver's OffchainLookup (EIP-3668, a zone served by a gateway)
/// is passed on as this contract's own through the batch gateway (`gateways`, viem's `x-batch-gateway:true` by
/// default), which keeps the resolver as the request's sender, with `resolveCallback` to finish it, as ENS's
/// universal resolver does.
contract DevEnsUniversalResolver {
    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923; // resolve(bytes,bytes), ENSIP-10
    bytes4 private constant ADDR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant NAME = 0x691f3431; // name(bytes32)
    uint256 private constant COIN_TYPE_ETH = 60;

    IDevEnsRegistryResolvers public immutable registry;

    error DNSDecodingFailed(bytes dns);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error UnsupportedResolverProfile(bytes4 selector);
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);

    constructor(IDevEnsRegistryResolvers ensRegistry) {
        registry = ensRegistry;
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        return _resolve(name, data, gateways);
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
        return _resolve(name, data, _localBatchGateway());
    }

    /// The primary name of `lookupAddress` (coin type 60: `<address>.addr.reverse`), checked forward: the
    /// name must resolve back to the address. Another coin type has no reverse record here (an empty name).
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory, address, address)
    {
        return _reverse(lookupAddress, coinType, gateways);
    }

    function reverse(bytes calldata lookupAddress, uint256 coinType)
        external
        view
        returns (string memory, address, address)
    {
        return _reverse(lookupAddress, coinType, _localBatchGateway());
    }

    /// The resolver that answers for `name`, the name's node, and the offset in `name` of the label it was
    /// found at (0: the name's own).
    function findResolver(bytes calldata name) external view returns (address, bytes32, uint256) {
        (address found, bytes32 node, uint256 offset) = _findResolver(name);
        return (found, node, offset);
    }

    function _localBatchGateway() private pure returns (string[] memory gateways) {
        gateways = new string[](1);
        gateways[0] = "x-batch-gateway:true";
    }

    function _resolve(bytes memory name, bytes memory data, string[] memory gateways)
        private
        view
        returns (bytes memory, address)
    {
        (address found,, uint256 offset) = _findResolver(name);
        if (found == address(0)) revert ResolverNotFound(name);
        if (found.code.length == 0) revert ResolverNotContract(name, found);
        bool extended = _supportsInterface(found, EXTENDED_RESOLVER);
        // A parent's resolver answers for a child only when it says it can (ENSIP-10).
        if (offset != 0 && !extended) revert ResolverNotFound(name);
        (bool ok, bytes memory result) =
            found.staticcall(extended ? abi.encodeWithSelector(EXTENDED_RESOLVER, name, data) : data);
        if (!ok && extended && result.length >= 4 && bytes4(result) == OffchainLookup.selector) {
            _offchainLookup(found, result, gateways);
        }
        if (!ok) revert ResolverError(result);
        if (extended) result = abi.decode(result, (bytes));
        if (result.length == 0) revert UnsupportedResolverProfile(bytes4(data));
        return (result, found);
    }

    /// Passes the resolver's OffchainLookup on as this contract's (a client follows only the contract it called),
    /// the resolver and its callback kept in `extraData` for `resolveCallback`.
    function _offchainLookup(address resolver, bytes memory revertData, string[] memory gateways) private view {
        bytes memory args = new bytes(revertData.length - 4);
        for (uint256 i = 0; i < args.length; i++) args[i] = revertData[i + 4];
        (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) =
            abi.decode(args, (address, string[], bytes, bytes4, bytes));
        if (sender != resolver) revert ResolverError(revertData);
        IBatchGateway.Request[] memory requests = new IBatchGateway.Request[](1);
        requests[0] = IBatchGateway.Request(resolver, urls, callData);
        revert OffchainLookup(
            address(this),
            gateways,
            abi.encodeCall(IBatchGateway.query, (requests)),
            this.resolveCallback.selector,
            abi.encode(resolver, callback, extraData)
        );
    }

    /// EIP-3668's second half: the batch gateway's one answer goes to the resolver, which checks it; its result
    /// is `resolveWithGateways`'s.
    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        (address resolver, bytes4 callback, bytes memory innerExtraData) =
            abi.decode(extraData, (address, bytes4, bytes));
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || failures[0]) revert ResolverError(responses.length == 1 ? responses[0] : response);
        (bool ok, bytes memory answer) =
            resolver.staticcall(abi.encodeWithSelector(callback, responses[0], innerExtraData));
        if (!ok) revert ResolverError(answer);
        bytes memory result = abi.decode(answer, (bytes));
        return (result, resolver);
    }

    function _reverse(bytes calldata lookupAddress, uint256 coinType, string[] memory gateways)
        private
        view
        returns (string memory, address, address)
    {
        if (coinType != COIN_TYPE_ETH || lookupAddress.length != 20) return ("", address(0), address(0));
        bytes memory reverseName = _reverseName(lookupAddress);
        (bytes memory nameResult, address reverseResolver) =
            _resolve(reverseName, abi.encodeWithSelector(NAME, _namehash(reverseName, 0)), gateways);
        string memory primary = abi.decode(nameResult, (string));
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes memory dns = _dnsEncode(bytes(primary));
        (bytes memory addrResult, address forwardResolver) =
            _resolve(dns, abi.encodeWithSelector(ADDR, _namehash(dns, 0)), gateways);
        address forward = abi.decode(addrResult, (address));
        if (forward != address(bytes20(lookupAddress))) {
            revert ReverseAddressMismatch(primary, abi.encodePacked(forward));
        }
        return (primary, forwardResolver, reverseResolver);
    }

    /// Walks from the name up to the root and answers the first resolver the registry has.
    function _findResolver(bytes memory name) private view returns (address, bytes32, uint256) {
        uint256 offset = 0;
        while (true) {
            if (offset >= name.length) revert DNSDecodingFailed(name);
            uint256 length = uint8(name[offset]);
            if (length == 0) {
                if (offset + 1 != name.length) revert DNSDecodingFailed(name);
                return (address(0), bytes32(0), 0);
            }
            bytes32 node = _namehash(name, offset);
            address found = registry.resolver(node);
            if (found != address(0)) return (found, _namehash(name, 0), offset);
            offset += length + 1;
        }
    }

    /// EIP-137's namehash of the DNS-encoded name from `offset` on.
    function _namehash(bytes memory name, uint256 offset) private pure returns (bytes32) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        if (offset + 1 + length >= name.length) revert DNSDecodingFailed(name);
        bytes32 parent = _namehash(name, offset + 1 + length);
        return keccak256(abi.encodePacked(parent, _labelhash(name, offset + 1, length)));
    }

    /// A label's keccak, or the hash itself when the label is one written as `[64 hex digits]` (what viem sends
    /// for a label longer than 255 bytes).
    function _labelhash(bytes memory name, uint256 start, uint256 length) private pure returns (bytes32 hash) {
        if (length == 66 && name[start] == "[" && name[start + 65] == "]") {
            uint256 value = 0;
            bool hex_ = true;
            for (uint256 i = start + 1; i < start + 65; i++) {
                uint8 c = uint8(name[i]);
                uint8 digit;
                if (c >= 48 && c <= 57) digit = c - 48;
                else if (c >= 97 && c <= 102) digit = c - 87;
                else if (c >= 65 && c <= 70) digit = c - 55;
                else {
                    hex_ = false;
                    break;
                }
                value = (value << 4) | digit;
            }
            if (hex_) return bytes32(value);
        }
        assembly {
            hash := keccak256(add(add(name, 32), start), length)
        }
    }

    /// `<address in lowercase hex>.addr.reverse`, DNS-encoded.
    function _reverseName(bytes calldata lookupAddress) private pure returns (bytes memory) {
        bytes16 digits = "0123456789abcdef";
        bytes memory hexAddress = new bytes(40);
        for (uint256 i = 0; i < 20; i++) {
            hexAddress[2 * i] = digits[uint8(lookupAddress[i]) >> 4];
            hexAddress[2 * i + 1] = digits[uint8(lookupAddress[i]) & 0x0f];
        }
        return abi.encodePacked(uint8(40), hexAddress, uint8(4), "addr", uint8(7), "reverse", uint8(0));
    }

    /// A dotted name DNS-encoded: each label's length takes the place of the dot before it.
    function _dnsEncode(bytes memory dotted) private pure returns (bytes memory dns) {
        dns = new bytes(dotted.length + 2);
        uint256 start = 0;
        for (uint256 i = 0; i <= dotted.length; i++) {
            if (i == dotted.length || dotted[i] == ".") {
                uint256 length = i - start;
                if (length == 0 || length > 255) revert DNSDecodingFailed(dotted);
                dns[start] = bytes1(uint8(length));
                start = i + 1;
            } else {
                dns[i + 1] = dotted[i];
            }
        }
    }

    function _supportsInterface(address target, bytes4 interfaceId) private view returns (bool) {
        (bool ok, bytes memory result) =
            target.staticcall{gas: 30_000}(abi.encodeWithSelector(0x01ffc9a7, interfaceId));
        return ok && result.length >= 32 && abi.decode(result, (bool));
    }
}
