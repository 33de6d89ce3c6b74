import { encodeBase58 } from '../base58.js'
import {
  associatedTokenProgramId,
  systemProgramId,
  token2022ProgramId,
  tokenProgramId,
} from '../solanaProgramIds.js'
import { formatTokenAmount } from '../svm/formatTokenAmount.js'

/** An instruction in `jsonParsed` form: parsed for the programs a validator parses, else raw. */
export type ParsedInstructionJson =
  | {
      program: string
      programId: string
      parsed: { info: Record<string, unknown>; type: string }
      stackHeight: number | null
    }
  | { programId: string; accounts: string[]; data: string; stackHeight: number | null }

/**
 * Parses the instructions a wallet's history shows (system transfers and account creation, SPL
 * token transfers, mints and mint set-up, associated token accounts) as a validator's
 * `jsonParsed` does; anything else stays raw (`programId`, `accounts`, base58 `data`).
 */
export function parseInstruction(
  programId: string,
  accounts: readonly string[],
  data: Uint8Array,
  stackHeight: number | null,
): ParsedInstructionJson {
  const parsed = parseKnown(programId, accounts, data)
  return parsed
    ? { ...parsed, programId, stackHeight }
    : { programId, accounts: [...accounts], data: encodeBase58(data), stackHeight }
}

type Parsed = { program: string; parsed: { info: Record<string, unknown>; type: string } }

function parseKnown(
  programId: string,
  accounts: readonly string[],
  data: Uint8Array,
): Parsed | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const u64 = (offset: number) =>
    data.length >= offset + 8 ? view.getBigUint64(offset, true) : undefined
  const [a0, a1, a2, a3] = accounts
  if (programId === systemProgramId) {
    const kind = data.length >= 4 ? view.getUint32(0, true) : -1
    const lamports = u64(4)
    if (kind === 2 && lamports !== undefined && a0 && a1)
      return system('transfer', { destination: a1, lamports: Number(lamports), source: a0 })
    const space = u64(12)
    if (
      kind === 0 &&
      lamports !== undefined &&
      space !== undefined &&
      a0 &&
      a1 &&
      data.length >= 52
    )
      return system('createAccount', {
        lamports: Number(lamports),
        newAccount: a1,
        owner: encodeBase58(data.subarray(20, 52)),
        source: a0,
        space: Number(space),
      })
    return undefined
  }
  if (programId === tokenProgramId || programId === token2022ProgramId) {
    const program = programId === tokenProgramId ? 'spl-token' : 'spl-token-2022'
    const amount = u64(1)
    const token = (type: string, info: Record<string, unknown>) => ({
      program,
      parsed: { info, type },
    })
    if (data[0] === 3 && amount !== undefined && a0 && a1 && a2)
      return token('transfer', {
        amount: amount.toString(),
        authority: a2,
        destination: a1,
        source: a0,
      })
    if (data[0] === 12 && amount !== undefined && data.length >= 10 && a0 && a1 && a2 && a3)
      return token('transferChecked', {
        authority: a3,
        destination: a2,
        mint: a1,
        source: a0,
        tokenAmount: formatTokenAmount(amount, data[9] ?? 0),
      })
    if (data[0] === 7 && amount !== undefined && a0 && a1 && a2)
      return token('mintTo', {
        account: a1,
        amount: amount.toString(),
        mint: a0,
        mintAuthority: a2,
      })
    if (data[0] === 20 && data.length >= 35 && a0) {
      const info: Record<string, unknown> = {
        decimals: data[1],
        mint: a0,
        mintAuthority: encodeBase58(data.subarray(2, 34)),
      }
      if (data[34] === 1 && data.length >= 67)
        info.freezeAuthority = encodeBase58(data.subarray(35, 67))
      return token('initializeMint2', info)
    }
    return undefined
  }
  if (
    programId === associatedTokenProgramId &&
    (data.length === 0 || data[0] === 0 || data[0] === 1)
  ) {
    const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts
    if (!source || !account || !wallet || !mint || !systemProgram || !tokenProgram) return undefined
    return {
      program: 'spl-associated-token-account',
      parsed: {
        info: { account, mint, source, systemProgram, tokenProgram, wallet },
        type: data[0] === 1 ? 'createIdempotent' : 'create',
      },
    }
  }
  return undefined
}

function system(type: string, info: Record<string, unknown>): Parsed {
  return { program: 'system', parsed: { info, type } }
}
