// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC1271 {
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4);
}

/// @notice Checks a signature in one deployless `eth_call` (ERC-6492's off-chain validation):
/// the constructor never deploys anything, it answers the call with one byte, 0x01 for a valid
/// signature and 0x00 otherwise. A signature ending in the ERC-6492 suffix is unwrapped to
/// (factory, factoryCalldata, signature); an undeployed signer is deployed first by calling the
/// factory (inside the call only). Then a signer with code is asked through ERC-1271, and one
/// without is checked with ecrecover.
contract Erc6492Validator {
    bytes32 private constant ERC6492_SUFFIX =
        0x6492649264926492649264926492649264926492649264926492649264926492;
    bytes4 private constant ERC1271_MAGIC = 0x1626ba7e;

    constructor(address signer, bytes32 hash, bytes memory signature) {
        bool valid = isValid(signer, hash, signature);
        assembly {
            mstore(0, valid)
            return(31, 1)
        }
    }

    function isValid(address signer, bytes32 hash, bytes memory signature) private returns (bool) {
        bytes memory inner = signature;
        if (hasSuffix(signature)) {
            // Drop the suffix in place, then read the wrapper.
            assembly {
                mstore(signature, sub(mload(signature), 32))
            }
            address factory;
            bytes memory factoryCalldata;
            (factory, factoryCalldata, inner) = abi.decode(signature, (address, bytes, bytes));
            if (signer.code.length == 0) {
                (bool deployed, ) = factory.call(factoryCalldata);
                if (!deployed) return false;
            }
        }
        if (signer.code.length > 0) {
            try IERC1271(signer).isValidSignature(hash, inner) returns (bytes4 magic) {
                return magic == ERC1271_MAGIC;
            } catch {
                return false;
            }
        }
        return recovers(signer, hash, inner);
    }

    function hasSuffix(bytes memory signature) private pure returns (bool found) {
        if (signature.length < 32) return false;
        assembly {
            found := eq(mload(add(signature, mload(signature))), ERC6492_SUFFIX)
        }
    }

    function recovers(address signer, bytes32 hash, bytes memory signature) private pure returns (bool) {
        if (signature.length != 65) return false;
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 32))
            s := mload(add(signature, 64))
            v := byte(0, mload(add(signature, 96)))
        }
        if (v < 27) v += 27;
        address recovered = ecrecover(hash, v, r, s);
        return recovered != address(0) && recovered == signer;
    }
}
