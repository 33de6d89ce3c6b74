import { InvalidProviderParamsError } from '../../errors/provider.js'
import { encodeBase58 } from '../../solana/base58.js'

/** One compiled instruction: indexes into the transaction's account list, raw data. */
export type SolanaCompiledInstruction = {
  readonly programIdIndex: number
  readonly accountIndexes: readonly number[]
  readonly data: Uint8Array
}

/** A wire transaction (legacy or v0), read far enough to show and sign it. */
export type ParsedSolanaTransaction = {
  readonly version: 'legacy' | 0
  /** Where the signatures start (after their count) and how many there are. */
  readonly signaturesOffset: number
  readonly signatureCount: number
  /** The signed part: everything after the signatures. */
  readonly messageOffset: number
  readonly numRequiredSignatures: number
  /** The static account keys, base58; the first `numRequiredSignatures` sign. */
  readonly accountKeys: readonly string[]
  readonly recentBlockhash: string
  readonly instructions: readonly SolanaCompiledInstruction[]
  /** Address lookup tables of a v0 message (their accounts follow the static ones). */
  readonly lookupTableCount: number
}

/** Reads a wire transaction; malformed bytes, trailing bytes or other versions throw -32602. */
export function parseSolanaTransaction(bytes: Uint8Array): ParsedSolanaTransaction {
  const reader = createReader(bytes)
  const signatureCount = reader.shortVec()
  const signaturesOffset = reader.offset
  reader.take(signatureCount * 64)
  const messageOffset = reader.offset
  const prefix = reader.peek()
  let version: 'legacy' | 0 = 'legacy'
  if (prefix & 0x80) {
    if ((prefix & 0x7f) !== 0) fail(`unsupported transaction version ${prefix & 0x7f}`)
    version = 0
    reader.take(1)
  }
  const [numRequiredSignatures, numReadonlySigned] = reader.take(3)
  const keyCount = reader.shortVec()
  const accountKeys = Array.from({ length: keyCount }, () => encodeBase58(reader.take(32)))
  if (
    (numRequiredSignatures as number) > keyCount ||
    (numReadonlySigned as number) > (numRequiredSignatures as number)
  )
    fail('the message header does not fit its account keys')
  if (numRequiredSignatures !== signatureCount)
    fail(`the transaction has ${signatureCount} signatures for ${numRequiredSignatures} signers`)
  const recentBlockhash = encodeBase58(reader.take(32))
  const instructionCount = reader.shortVec()
  const instructions = Array.from({ length: instructionCount }, () => {
    const programIdIndex = reader.take(1)[0] as number
    const accountIndexes = [...reader.take(reader.shortVec())]
    const data = reader.take(reader.shortVec())
    return { programIdIndex, accountIndexes, data }
  })
  let lookupTableCount = 0
  let lookupAccounts = 0
  if (version === 0) {
    lookupTableCount = reader.shortVec()
    for (let i = 0; i < lookupTableCount; i++) {
      reader.take(32)
      const writable = reader.shortVec()
      reader.take(writable)
      const readonly = reader.shortVec()
      reader.take(readonly)
      lookupAccounts += writable + readonly
    }
  }
  if (reader.offset !== bytes.length) fail('unexpected trailing bytes')
  const total = keyCount + lookupAccounts
  for (const instruction of instructions) {
    if ([instruction.programIdIndex, ...instruction.accountIndexes].some((index) => index >= total))
      fail('an instruction names an account the transaction does not list')
  }
  return {
    version,
    signaturesOffset,
    signatureCount,
    messageOffset,
    numRequiredSignatures: numRequiredSignatures as number,
    accountKeys,
    recentBlockhash,
    instructions,
    lookupTableCount,
  }
}

function createReader(bytes: Uint8Array) {
  const reader = {
    offset: 0,
    peek(): number {
      if (reader.offset >= bytes.length) fail('the transaction ends too early')
      return bytes[reader.offset] as number
    },
    take(length: number): Uint8Array {
      if (reader.offset + length > bytes.length) fail('the transaction ends too early')
      const part = bytes.subarray(reader.offset, reader.offset + length)
      reader.offset += length
      return part
    },
    /** Solana's compact-u16: 7 bits a byte, at most 3 bytes. */
    shortVec(): number {
      let value = 0
      for (let i = 0; i < 3; i++) {
        const byte = reader.take(1)[0] as number
        value |= (byte & 0x7f) << (7 * i)
        if ((byte & 0x80) === 0) {
          if (i > 0 && byte === 0) fail('a length is not minimally encoded')
          if (value > 0xffff) fail('a length is out of range')
          return value
        }
      }
      return fail('a length is out of range')
    },
  }
  return reader
}

function fail(reason: string): never {
  throw new InvalidProviderParamsError(`Invalid Solana transaction: ${reason}.`)
}
