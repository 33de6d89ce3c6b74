import { decodeAbiParameters, decodeFunctionData, type Hex, parseAbi, recoverAddress } from 'viem'
import { erc6492ValidatorBytecode } from '../eip155/erc6492ValidatorBytecode.js'

const erc1271Abi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])
const suffix = `${'6492'.repeat(16)}`
const magic = `0x1626ba7e${'0'.repeat(56)}`
const notMagic = `0xffffffff${'0'.repeat(56)}`

export type EthCall = { to?: string; data: string }

/**
 * Answers `eth_call` as the chain would for one smart account at `account`, owned by `owner`:
 * ERC-1271 `isValidSignature` calls to the account, and deployless calls of Kit's validator
 * (its creation code, then `(signer, hash, signature)`) with an ERC-6492 wrapper whose factory
 * call would deploy that account. Anything else reverts.
 */
export function createFakeChain({ account, owner }: { account: Hex; owner: Hex }) {
  const calls: EthCall[] = []
  const ownerSigned = async (hash: Hex, signature: Hex) =>
    (await recoverAddress({ hash, signature }).catch(() => undefined))?.toLowerCase() ===
    owner.toLowerCase()
  const request = async ({ method, params }: { method: string; params: readonly unknown[] }) => {
    if (method !== 'eth_call') throw Object.assign(new Error('Method not found'), { code: -32601 })
    const [call] = params as [EthCall]
    calls.push(call)
    if (call.to === undefined && call.data.startsWith(erc6492ValidatorBytecode)) {
      const [signer, hash, wrapped] = decodeAbiParameters(
        [{ type: 'address' }, { type: 'bytes32' }, { type: 'bytes' }],
        `0x${call.data.slice(erc6492ValidatorBytecode.length)}`,
      )
      if (signer.toLowerCase() !== account.toLowerCase()) return '0x00'
      let inner = wrapped
      if (wrapped.endsWith(suffix)) {
        const [, , signature] = decodeAbiParameters(
          [{ type: 'address' }, { type: 'bytes' }, { type: 'bytes' }],
          wrapped.slice(0, -64) as Hex,
        )
        inner = signature
      }
      return (await ownerSigned(hash, inner)) ? '0x01' : '0x00'
    }
    if (call.to?.toLowerCase() === account.toLowerCase()) {
      const { args } = decodeFunctionData({ abi: erc1271Abi, data: call.data as Hex })
      return (await ownerSigned(args[0], args[1])) ? magic : notMagic
    }
    // An EOA: no code, an empty answer.
    if (call.to !== undefined) return '0x'
    throw Object.assign(new Error('execution reverted'), { code: 3 })
  }
  return { calls, request }
}
