import { type Address, getTransactionDecoder } from '@solana/kit'
import type { VersionedTransaction } from '@solana/web3.js'
import {
  EpochSchedule,
  FailedTransactionMetadata,
  LiteSVM,
  type TransactionMetadata,
} from 'litesvm'
import { encodeBase58 } from '../base58.js'
import {
  type DescribedTransactionError,
  describeTransactionError,
  namedTransactionError,
} from './describeTransactionError.js'
import { type LedgerAccount, toLedgerAccount } from './LedgerAccount.js'
import { readLamports, readTokenBalances } from './readBalances.js'
import type { TransactionRecord } from './TransactionRecord.js'

/** Slots a blockhash stays usable after the slot that made it (a validator's max age). */
export const blockhashMaxAge = 150
/** Slots from a transaction's slot until it counts as confirmed, and as finalized. */
export const confirmedDepth = 1
export const finalizedDepth = 3

export type LedgerEvent =
  | { kind: 'slot'; slot: number }
  | { kind: 'transaction'; record: TransactionRecord; writable: string[] }

export type ExecuteResult =
  | { landed: true; record: TransactionRecord }
  | { landed: false; signature: string; error: DescribedTransactionError }

export type SimulateResult = {
  error: DescribedTransactionError | null
  logs: string[]
  unitsConsumed: number
  returnData: { programId: string; data: [string, 'base64'] } | null
  /** The accounts as the transaction would leave them (empty when it fails). */
  postAccounts: Map<string, LedgerAccount>
}

export type SolanaLedger = ReturnType<typeof createSolanaLedger>

/**
 * The chain state behind the local Solana RPC: a litesvm instance, the slot clock (one blockhash
 * per slot, each valid for `blockhashMaxAge` slots, checked here rather than by litesvm, which
 * keeps only the newest), the transactions that landed, and which addresses they touched.
 */
export function createSolanaLedger({ now = Date.now }: { now?: () => number } = {}) {
  const svm = new LiteSVM().withBlockhashCheck(false)
  svm.setEpochSchedule(new EpochSchedule(432_000n, 432_000n, false, 0n, 0n))
  let slot = 0
  const blockhashes = new Map<string, number>([[svm.latestBlockhash(), 0]])
  const records = new Map<string, TransactionRecord>()
  const signaturesByAddress = new Map<string, string[]>()
  const listeners = new Set<(event: LedgerEvent) => void>()
  let transactionCount = 0
  /** Unix seconds at which each slot began (`getBlockTime`, a transaction's `blockTime`). */
  const slotTimes: number[] = []
  const transactionDecoder = getTransactionDecoder()
  const toLitesvm = (transaction: VersionedTransaction) =>
    transactionDecoder.decode(transaction.serialize())
  const account = (address: string): LedgerAccount | null => {
    const found = svm.getAccount(address as Address)
    return found.exists ? toLedgerAccount(found) : null
  }
  setClock()

  function setClock() {
    const seconds = Math.floor(now() / 1000)
    slotTimes[slot] = seconds
    const clock = svm.getClock()
    clock.slot = BigInt(slot)
    clock.epoch = BigInt(Math.floor(slot / 432_000))
    clock.unixTimestamp = BigInt(seconds)
    svm.setClock(clock)
  }

  function emit(event: LedgerEvent) {
    for (const listener of listeners) {
      // A failing listener (a socket gone mid-send) must not undo a slot or a landed transaction.
      try {
        listener(event)
      } catch {}
    }
  }

  function advanceSlot() {
    slot += 1
    svm.expireBlockhash()
    blockhashes.set(svm.latestBlockhash(), slot)
    for (const [hash, madeAt] of blockhashes)
      if (slot - madeAt > 2 * blockhashMaxAge) blockhashes.delete(hash)
    setClock()
    emit({ kind: 'slot', slot })
  }

  function isBlockhashValid(hash: string): boolean {
    const madeAt = blockhashes.get(hash)
    return madeAt !== undefined && slot - madeAt <= blockhashMaxAge
  }

  function signatureOf(transaction: VersionedTransaction): string {
    return encodeBase58(transaction.signatures[0] ?? new Uint8Array(64))
  }

  /** Runs `transaction` (signatures are checked by the caller); a landed one closes the slot. */
  function execute(transaction: VersionedTransaction): ExecuteResult {
    const signature = signatureOf(transaction)
    if (records.has(signature))
      return { landed: false, signature, error: namedTransactionError('AlreadyProcessed') }
    if (!isBlockhashValid(transaction.message.recentBlockhash))
      return { landed: false, signature, error: namedTransactionError('BlockhashNotFound') }
    const message = transaction.message
    const accountKeys = message.staticAccountKeys.map((key) => key.toBase58())
    const preBalances = readLamports(account, accountKeys)
    const preTokenBalances = readTokenBalances(account, accountKeys)
    const outcome = svm.sendTransaction(toLitesvm(transaction))
    const postBalances = readLamports(account, accountKeys)
    const fee = sum(preBalances) - sum(postBalances)
    const failed = outcome instanceof FailedTransactionMetadata
    const error = failed ? describeTransactionError(outcome.err()) : null
    // A transaction that paid no fee never made it into a block (unknown payer, no funds…).
    if (error && fee <= 0) return { landed: false, signature, error }
    const meta: TransactionMetadata = failed ? outcome.meta() : outcome
    const record: TransactionRecord = {
      signature,
      slot,
      blockTime: slotTimes[slot] ?? Math.floor(now() / 1000),
      wire: transaction.serialize(),
      version: transaction.version,
      accountKeys,
      err: error?.json ?? null,
      fee,
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: readTokenBalances(account, accountKeys),
      logMessages: meta.logs(),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      innerInstructions: meta
        .innerInstructions()
        .map((inner, index) => ({
          index,
          instructions: inner.map((entry) => {
            const instruction = entry.instruction()
            return {
              programIdIndex: instruction.programIdIndex(),
              accounts: [...instruction.accounts()],
              data: encodeBase58(instruction.data()),
              stackHeight: entry.stackHeight(),
            }
          }),
        }))
        .filter((inner) => inner.instructions.length > 0),
    }
    records.set(signature, record)
    transactionCount += 1
    for (const address of new Set(accountKeys)) {
      const list = signaturesByAddress.get(address) ?? []
      list.push(signature)
      signaturesByAddress.set(address, list)
    }
    const writable = accountKeys.filter((_, index) => message.isAccountWritable(index))
    emit({ kind: 'transaction', record, writable })
    advanceSlot()
    return { landed: true, record }
  }

  /** Runs `transaction` without keeping its effects. */
  function simulate(
    transaction: VersionedTransaction,
    { sigVerify = false }: { sigVerify?: boolean } = {},
  ): SimulateResult {
    if (!isBlockhashValid(transaction.message.recentBlockhash))
      return {
        error: namedTransactionError('BlockhashNotFound'),
        logs: [],
        unitsConsumed: 0,
        returnData: null,
        postAccounts: new Map(),
      }
    svm.withSigverify(sigVerify)
    try {
      const outcome = svm.simulateTransaction(toLitesvm(transaction))
      const meta = outcome.meta()
      const returned = meta.returnData()
      const data = returned.data()
      const postAccounts = new Map<string, LedgerAccount>()
      if (!(outcome instanceof FailedTransactionMetadata))
        for (const post of outcome.postAccounts())
          postAccounts.set(post.address, toLedgerAccount(post))
      return {
        postAccounts,
        error:
          outcome instanceof FailedTransactionMetadata
            ? describeTransactionError(outcome.err())
            : null,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData:
          data.length > 0
            ? {
                programId: encodeBase58(returned.programId()),
                data: [Buffer.from(data).toString('base64'), 'base64'],
              }
            : null,
      }
    } finally {
      svm.withSigverify(true)
    }
  }

  return {
    svm,
    slot: () => slot,
    /** Unix seconds at which `at` began, or undefined for a slot yet to come. */
    slotTime: (at: number): number | undefined => slotTimes[at],
    /** No slot is ever skipped, so the block height is the slot. */
    blockHeight: () => slot,
    transactionCount: () => transactionCount,
    latestBlockhash: () => {
      const blockhash = svm.latestBlockhash()
      const madeAt = blockhashes.get(blockhash) ?? slot
      return { blockhash, lastValidBlockHeight: madeAt + blockhashMaxAge }
    },
    isBlockhashValid,
    advanceSlot,
    execute,
    simulate,
    record: (signature: string) => records.get(signature),
    /** Signatures of landed transactions that name `address`, oldest first. */
    signaturesFor: (address: string): readonly string[] => signaturesByAddress.get(address) ?? [],
    account,
    /** Every account `programId` owns, with its address. */
    programAccounts: (programId: string) =>
      svm
        .getProgramAccounts(programId as Address)
        .map((found) => ({ address: found.address as string, account: toLedgerAccount(found) })),
    subscribe(listener: (event: LedgerEvent) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
