import { encodeBase58 } from '../base58.js'

/** An SPL token account (the first 165 bytes, shared by Token and Token-2022). */
export type TokenAccountState = {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  /** Rent-exempt reserve of a wrapped-SOL account; null otherwise. */
  isNative: bigint | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

/** An SPL mint (the first 82 bytes). */
export type MintState = {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

const tokenAccountSize = 165
const mintSize = 82
// Token-2022 writes the account type after the 165 base bytes of an extended account or mint.
const accountTypeMint = 1
const accountTypeAccount = 2
const states = ['uninitialized', 'initialized', 'frozen'] as const

/** Whether token-program bytes hold a token account (else a mint, or neither). */
export function tokenDataKind(data: Uint8Array): 'account' | 'mint' | undefined {
  if (data.length === tokenAccountSize) return 'account'
  if (data.length === mintSize) return 'mint'
  if (data.length > tokenAccountSize) {
    if (data[tokenAccountSize] === accountTypeAccount) return 'account'
    if (data[tokenAccountSize] === accountTypeMint) return 'mint'
  }
  return undefined
}

/** Decodes a token account; undefined when `data` is not one. */
export function decodeTokenAccount(data: Uint8Array): TokenAccountState | undefined {
  if (tokenDataKind(data) !== 'account') return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const state = states[data[108] ?? 0] ?? 'uninitialized'
  return {
    mint: encodeBase58(data.subarray(0, 32)),
    owner: encodeBase58(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
    delegate: optionalKey(data, view, 72),
    state,
    isNative: view.getUint32(109, true) === 1 ? view.getBigUint64(113, true) : null,
    delegatedAmount: view.getBigUint64(121, true),
    closeAuthority: optionalKey(data, view, 129),
  }
}

/** Decodes a mint; undefined when `data` is not one. */
export function decodeMint(data: Uint8Array): MintState | undefined {
  if (tokenDataKind(data) !== 'mint') return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return {
    mintAuthority: optionalKey(data, view, 0),
    supply: view.getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalKey(data, view, 46),
  }
}

// A `COption<Pubkey>`: a u32 tag (1 = some) then 32 bytes.
function optionalKey(data: Uint8Array, view: DataView, offset: number): string | null {
  return view.getUint32(offset, true) === 1
    ? encodeBase58(data.subarray(offset + 4, offset + 36))
    : null
}
