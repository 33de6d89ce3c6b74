// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice A test-only ERC-1271 wallet: a signature is valid when its owner signed the hash
/// (eth_sign style, 65 bytes).
contract TestSmartAccount {
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
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// @notice Deploys TestSmartAccount at a CREATE2 address known in advance (counterfactual).
contract TestSmartAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address account) {
        account = address(new TestSmartAccount{salt: salt}(owner));
    }

    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(TestSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
