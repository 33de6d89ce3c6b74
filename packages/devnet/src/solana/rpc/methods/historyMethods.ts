import { SolanaRpcError } from '../../../errors/solana.js'
import { type Commitment, reaches, signatureStatus } from '../../svm/signatureStatus.js'
import type { TransactionRecord } from '../../svm/TransactionRecord.js'
import { encodeTransaction } from '../encodeTransaction.js'
import {
  invalidParams,
  readAddress,
  readCommitment,
  readConfig,
  readEncoding,
  readSignature,
} from '../params.js'
import { type RpcContext, type RpcMethod, withContext } from '../RpcContext.js'

/** Signature statuses and the transaction history. */
export const historyMethods: Record<string, RpcMethod> = {
  getSignatureStatuses: (params, context) => {
    const signatures = params[0]
    if (!Array.isArray(signatures))
      throw invalidParams('Invalid params: expected an array of signatures')
    if (signatures.length > 256) throw invalidParams('Too many inputs provided; max 256')
    readConfig(params, 1)
    const slot = context.ledger.slot()
    return withContext(
      context,
      signatures.map((value) => {
        const record = context.ledger.record(readSignature(value))
        return record ? signatureStatus(record, slot) : null
      }),
    )
  },
  getTransaction: (params, context) => {
    const signature = readSignature(params[0])
    const config = readConfig(params, 1)
    const commitment = historyCommitment(config)
    const encoding = readEncoding(
      config,
      ['json', 'jsonParsed', 'base64', 'base58'] as const,
      'json',
    )
    const maxVersion = config.maxSupportedTransactionVersion
    if (maxVersion !== undefined && maxVersion !== null && maxVersion !== 0)
      throw invalidParams('Invalid params: maxSupportedTransactionVersion must be 0')
    const record = visible(context, context.ledger.record(signature), commitment)
    if (!record) return null
    if (record.version === 0 && maxVersion !== 0)
      throw new SolanaRpcError({
        code: -32015,
        message:
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      })
    const encoded = encodeTransaction(record, encoding)
    return maxVersion === 0 ? { ...encoded, version: record.version } : encoded
  },
  getSignaturesForAddress: (params, context) => {
    const address = readAddress(params, 0)
    const config = readConfig(params, 1)
    const commitment = historyCommitment(config)
    const limit = config.limit ?? 1_000
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1_000)
      throw invalidParams('Invalid params: limit must be 1 to 1000')
    const before = readOptionalSignature(config.before)
    const until = readOptionalSignature(config.until)
    const newestFirst = [...context.ledger.signaturesFor(address)].reverse()
    const start = before === undefined ? 0 : newestFirst.indexOf(before) + 1
    if (before !== undefined && start === 0) return []
    const slot = context.ledger.slot()
    const found = []
    for (const signature of newestFirst.slice(start)) {
      if (signature === until || found.length >= limit) break
      const record = visible(context, context.ledger.record(signature), commitment)
      if (!record) continue
      found.push({
        blockTime: record.blockTime,
        confirmationStatus: signatureStatus(record, slot).confirmationStatus,
        err: record.err,
        memo: null,
        signature,
        slot: record.slot,
      })
    }
    return found
  },
}

function historyCommitment(config: Record<string, unknown>): Commitment {
  const commitment = readCommitment(config)
  if (commitment === 'processed')
    throw invalidParams('Method does not support commitment below `confirmed`')
  return commitment
}

function readOptionalSignature(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  return readSignature(value)
}

function visible(
  context: RpcContext,
  record: TransactionRecord | undefined,
  commitment: Commitment,
): TransactionRecord | undefined {
  if (!record) return undefined
  const status = signatureStatus(record, context.ledger.slot()).confirmationStatus
  return reaches(status, commitment) ? record : undefined
}
