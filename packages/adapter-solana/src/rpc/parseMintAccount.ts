import { InvalidRpcResponseError } from '../errors/rpc.js'
import { InvalidMintError } from '../errors/transaction.js'
import { decodeBase64 } from '../utils/base64.js'
import { readContextValue, readObject } from './readFields.js'

export const tokenProgramId = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const token2022ProgramId = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PE1ZqXZB3K47tSTZ'

export type MintAccount = { decimals: number; tokenProgram: string }

/**
 * `getAccountInfo` (base64) of an SPL mint: its decimals (byte 44 of the mint layout) and the
 * token program that owns it (SPL Token or Token-2022). A missing, foreign or uninitialized
 * account is `InvalidMintError`.
 */
export function parseMintAccount(result: unknown): MintAccount {
  const value = readContextValue(result, 'getAccountInfo')
  if (value === null) throw new InvalidMintError('No account exists at the mint address')
  const account = readObject(value, 'getAccountInfo.value')
  const { owner, data } = account
  if (owner !== tokenProgramId && owner !== token2022ProgramId)
    throw new InvalidMintError('The account is not owned by a token program')
  if (!Array.isArray(data) || data[1] !== 'base64' || typeof data[0] !== 'string')
    throw new InvalidRpcResponseError({ details: 'getAccountInfo.value.data is not base64' })
  const bytes = decodeBase64(data[0])
  if (!bytes) throw new InvalidRpcResponseError({ details: 'The account data is not base64' })
  // Token-2022 mints with extensions are longer; the base layout is the same 82 bytes.
  if (bytes.length < 82 || bytes[45] !== 1) throw new InvalidMintError('Not an initialized mint')
  return { decimals: bytes[44] as number, tokenProgram: owner }
}
