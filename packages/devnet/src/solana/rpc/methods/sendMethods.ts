import { SolanaRpcError } from '../../../errors/solana.js'
import { encodeBase58 } from '../../base58.js'
import { sendFromFaucet } from '../../seed/sendFromFaucet.js'
import { namedTransactionError } from '../../svm/describeTransactionError.js'
import { verifySignatures } from '../../svm/verifySignatures.js'
import { decodeWireTransaction } from '../decodeWireTransaction.js'
import { encodeAccount } from '../encodeAccount.js'
import {
  invalidParams,
  isAddress,
  readAddress,
  readConfig,
  readCount,
  readEncoding,
  readFlag,
  readString,
} from '../params.js'
import { mintDecimals, type RpcMethod, withContext } from '../RpcContext.js'

const wireEncodings = ['base58', 'base64'] as const

const signatureFailure = () =>
  new SolanaRpcError({ code: -32003, message: 'Transaction signature verification failure' })

/** Sending, simulating and the faucet. */
export const sendMethods: Record<string, RpcMethod> = {
  sendTransaction: (params, context) => {
    const config = readConfig(params, 1)
    const transaction = decodeWireTransaction(
      readString(params, 0, 'transaction'),
      readEncoding(config, wireEncodings, 'base58'),
    )
    if (!verifySignatures(transaction)) throw signatureFailure()
    const signature = encodeBase58(transaction.signatures[0] ?? new Uint8Array(64))
    if (readFlag(config, 'skipPreflight') !== true) {
      const simulated = context.ledger.record(signature)
        ? {
            error: namedTransactionError('AlreadyProcessed'),
            logs: [],
            unitsConsumed: 0,
            returnData: null,
          }
        : context.ledger.simulate(transaction)
      if (simulated.error)
        throw new SolanaRpcError({
          code: -32002,
          message: `Transaction simulation failed: ${simulated.error.message}`,
          data: {
            accounts: null,
            err: simulated.error.json,
            innerInstructions: null,
            logs: simulated.logs,
            replacementBlockhash: null,
            returnData: simulated.returnData,
            unitsConsumed: simulated.unitsConsumed,
          },
        })
    }
    // Like a validator, a transaction that cannot land is dropped after its signature is returned.
    context.ledger.execute(transaction)
    return signature
  },
  simulateTransaction: (params, context) => {
    const config = readConfig(params, 1)
    const transaction = decodeWireTransaction(
      readString(params, 0, 'transaction'),
      readEncoding(config, wireEncodings, 'base58'),
    )
    const sigVerify = readFlag(config, 'sigVerify') ?? false
    const replace = readFlag(config, 'replaceRecentBlockhash') ?? false
    if (sigVerify && replace)
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    if (sigVerify && !verifySignatures(transaction)) throw signatureFailure()
    const latest = context.ledger.latestBlockhash()
    if (replace) transaction.message.recentBlockhash = latest.blockhash
    const requested = readRequestedAccounts(config.accounts)
    const result = context.ledger.simulate(transaction)
    return withContext(context, {
      accounts:
        requested?.map((address) => {
          const account = result.postAccounts.get(address) ?? context.ledger.account(address)
          return account
            ? encodeAccount(account, 'base64', (mint) => mintDecimals(context, mint))
            : null
        }) ?? null,
      err: result.error?.json ?? null,
      innerInstructions: null,
      logs: result.logs,
      replacementBlockhash: replace ? latest : null,
      returnData: result.returnData,
      unitsConsumed: result.unitsConsumed,
    })
  },
  requestAirdrop: (params, context) => {
    const to = readAddress(params, 0)
    const lamports = readCount(params, 1, 'lamports')
    readConfig(params, 2)
    const available = context.ledger.account(context.faucet.publicKey.toBase58())?.lamports ?? 0
    if (lamports === 0 || lamports > available / 2)
      throw invalidParams('Invalid params: the airdrop must be more than 0 and within the faucet')
    return sendFromFaucet(context.ledger, context.faucet, to, lamports)
  },
}

function readRequestedAccounts(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined
  const addresses = (value as { addresses?: unknown }).addresses
  if (!Array.isArray(addresses) || !addresses.every(isAddress))
    throw invalidParams('Invalid params: accounts.addresses must be base58 addresses')
  return addresses
}
