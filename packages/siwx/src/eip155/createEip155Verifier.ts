import { hexToBytes } from '@noble/hashes/utils.js'
import { SiwxVerificationError } from '../errors/verify.js'
import type { SiwxVerifier } from '../verify/types.js'
import { encodeIsValidSignature, encodeValidatorArguments } from './abi.js'
import { erc6492ValidatorBytecode } from './erc6492ValidatorBytecode.js'
import { hashMessage } from './hashMessage.js'
import { recoverAddress } from './recoverAddress.js'
import { createHttpRequest, type Eip155Request, isRevert } from './rpc.js'

export type CreateEip155VerifierParameters = {
  /**
   * JSON-RPC for contract wallets (ERC-1271, ERC-6492), called with the message's chain: the
   * check runs on the chain the message names (S13). Give this or `rpcUrls`.
   */
  request?: Eip155Request | undefined
  /** RPC URLs by chain id (`{ '1': 'https://…' }`), used when no `request` is given. */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /** For `rpcUrls`; the global `fetch` unless told. */
  fetch?: typeof fetch | undefined
}

const hexSignature = /^0x(?:[0-9a-fA-F]{2})+$/
const erc6492Suffix = '6492'.repeat(16)
const erc1271Magic = '0x1626ba7e'
// 16 KiB: room for an ERC-6492 wrapper's factory call and a passkey wallet's signature.
const maxSignatureLength = 2 + 2 * 16_384

/**
 * The eip155 verifier. An EOA's `personal_sign` signature (EIP-191, secp256k1 recovery) is
 * checked locally. Given `request` or `rpcUrls`, a contract wallet's is checked on the message's
 * chain: an ERC-6492 wrapped signature (counterfactual wallet) through a deployless `eth_call` of
 * Kit's validator, any other through `isValidSignature` (ERC-1271). A revert means invalid; an RPC
 * that cannot answer throws `SiwxVerificationError` ('unverified'), never "valid" (S13). Without
 * RPC, only EOA signatures can pass.
 * @example
 * const verifier = createEip155Verifier({ rpcUrls: { '1': 'https://rpc.example' } })
 */
export function createEip155Verifier({
  request: givenRequest,
  rpcUrls,
  fetch: fetchFn,
}: CreateEip155VerifierParameters = {}): SiwxVerifier {
  const request =
    givenRequest ?? (rpcUrls ? createHttpRequest({ rpcUrls, fetch: fetchFn }) : undefined)
  return {
    namespace: 'eip155',
    async verify({ message, fields, signature }) {
      if (
        typeof signature !== 'string' ||
        !hexSignature.test(signature) ||
        signature.length > maxSignatureLength
      )
        return false
      const bytes = hexToBytes(signature.slice(2))
      const hash = hashMessage(message)
      const address = fields.address.toLowerCase()
      const wrapped = signature.toLowerCase().endsWith(erc6492Suffix)
      if (!wrapped && recoverAddress(hash, bytes) === address) return true
      if (!request) return false
      const context = { chainId: fields.chainId }
      const call = wrapped
        ? {
            data: `${erc6492ValidatorBytecode}${encodeValidatorArguments(address, hash, bytes)}`,
          }
        : { to: address, data: encodeIsValidSignature(hash, bytes) }
      let result: unknown
      try {
        result = await request({ method: 'eth_call', params: [call, 'latest'] }, context)
      } catch (error) {
        if (isRevert(error)) return false
        throw new SiwxVerificationError({ reason: 'unverified', cause: error })
      }
      if (typeof result !== 'string') {
        throw new SiwxVerificationError({ reason: 'unverified' })
      }
      if (wrapped) return result === '0x01'
      return result.slice(0, 10).toLowerCase() === erc1271Magic && result.length === 66
    },
  }
}
