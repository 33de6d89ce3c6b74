import { VersionedTransaction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../base58.js'
import type { TransactionRecord } from '../svm/TransactionRecord.js'
import { parseInstruction } from './parseInstruction.js'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

/** A landed transaction as `getTransaction` writes it (without `version`, added by the caller). */
export function encodeTransaction(record: TransactionRecord, encoding: TransactionEncoding) {
  return {
    blockTime: record.blockTime,
    meta: {
      computeUnitsConsumed: record.computeUnitsConsumed,
      err: record.err,
      fee: record.fee,
      innerInstructions:
        encoding === 'jsonParsed'
          ? record.innerInstructions.map(({ index, instructions }) => ({
              index,
              instructions: instructions.map((instruction) =>
                parseInstruction(
                  record.accountKeys[instruction.programIdIndex] ?? '',
                  instruction.accounts.map((at) => record.accountKeys[at] ?? ''),
                  decodeBase58(instruction.data),
                  instruction.stackHeight,
                ),
              ),
            }))
          : record.innerInstructions,
      loadedAddresses: { readonly: [], writable: [] },
      logMessages: record.logMessages,
      postBalances: record.postBalances,
      postTokenBalances: record.postTokenBalances,
      preBalances: record.preBalances,
      preTokenBalances: record.preTokenBalances,
      rewards: [],
      status: record.err === null ? { Ok: null } : { Err: record.err },
    },
    slot: record.slot,
    transaction:
      encoding === 'base64'
        ? [Buffer.from(record.wire).toString('base64'), 'base64']
        : encoding === 'base58'
          ? [encodeBase58(record.wire), 'base58']
          : encoding === 'jsonParsed'
            ? transactionParsed(record)
            : transactionJson(record),
  }
}

function transactionParsed(record: TransactionRecord) {
  const transaction = VersionedTransaction.deserialize(record.wire)
  const message = transaction.message
  const keys = record.accountKeys
  return {
    message: {
      accountKeys: keys.map((pubkey, index) => ({
        pubkey,
        signer: index < message.header.numRequiredSignatures,
        source: 'transaction',
        writable: message.isAccountWritable(index),
      })),
      instructions: message.compiledInstructions.map((instruction) =>
        parseInstruction(
          keys[instruction.programIdIndex] ?? '',
          instruction.accountKeyIndexes.map((index) => keys[index] ?? ''),
          instruction.data,
          null,
        ),
      ),
      recentBlockhash: message.recentBlockhash,
      ...(record.version === 0 ? { addressTableLookups: lookups(transaction) } : {}),
    },
    signatures: transaction.signatures.map((signature) => encodeBase58(signature)),
  }
}

function lookups(transaction: VersionedTransaction) {
  return transaction.message.addressTableLookups.map((lookup) => ({
    accountKey: lookup.accountKey.toBase58(),
    readonlyIndexes: lookup.readonlyIndexes,
    writableIndexes: lookup.writableIndexes,
  }))
}

function transactionJson(record: TransactionRecord) {
  const transaction = VersionedTransaction.deserialize(record.wire)
  const message = transaction.message
  return {
    message: {
      accountKeys: record.accountKeys,
      header: message.header,
      instructions: message.compiledInstructions.map((instruction) => ({
        accounts: instruction.accountKeyIndexes,
        data: encodeBase58(instruction.data),
        programIdIndex: instruction.programIdIndex,
        stackHeight: null,
      })),
      recentBlockhash: message.recentBlockhash,
      ...(record.version === 0 ? { addressTableLookups: lookups(transaction) } : {}),
    },
    signatures: transaction.signatures.map((signature) => encodeBase58(signature)),
  }
}
