// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IDevEnsRegistry {
    function owner(bytes32 node) external view returns (address);
    function isApprovedForAll(address nodeOwner, address operator) external view returns (bool);
}

/// A public resolver's address and name profiles on a local chain: `addr` (ENSIP-1), `addr` per coin type
/// (ENSIP-9/11, 60 only) and `name` (ENSIP-3, for reverse records), with ERC-165. The node's owner in the
/// registry sets them.
contract DevEnsResolver {
    uint256 private constant COIN_TYPE_ETH = 60;

    IDevEnsRegistry public immutable registry;
    mapping(bytes32 => address) private addresses;
    mapping(bytes32 => string) private names;

    event AddrChanged(bytes32 indexed node, address a);
    event AddressChanged(bytes32 indexed node, uint256 coinType, bytes newAddress);
    event NameChanged(bytes32 indexed node, string name);

    error Unauthorised(bytes32 node, address sender);

    constructor(IDevEnsRegistry ensRegistry) {
        registry = ensRegistry;
    }

    modifier authorised(bytes32 node) {
        address nodeOwner = registry.owner(node);
        if (nodeOwner != msg.sender && !registry.isApprovedForAll(nodeOwner, msg.sender)) {
            revert Unauthorised(node, msg.sender);
        }
        _;
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        addresses[node] = a;
        emit AddrChanged(node, a);
        emit AddressChanged(node, COIN_TYPE_ETH, abi.encodePacked(a));
    }

    function setName(bytes32 node, string calldata newName) external authorised(node) {
        names[node] = newName;
        emit NameChanged(node, newName);
    }

    function addr(bytes32 node) external view returns (address payable) {
        return payable(addresses[node]);
    }

    /// Other coin types hold nothing here: an empty answer, as ENSIP-9 says for an unset record.
    function addr(bytes32 node, uint256 coinType) external view returns (bytes memory) {
        address a = addresses[node];
        if (coinType != COIN_TYPE_ETH || a == address(0)) return "";
        return abi.encodePacked(a);
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x3b3b57de // addr(bytes32)
            || interfaceId == 0xf1cb7e06 // addr(bytes32,uint256)
            || interfaceId == 0x691f3431; // name(bytes32)
    }
}
