import { BaseError } from '@kit/core/modules/errors/BaseError'
import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { isUserRejection } from '@kit/core/modules/utils/isUserRejection'
import { WalletRequestError } from '../errors/wallet.js'

// sats-connect's USER_REJECTION code (WBIP001), besides EIP-1193's 4001 and WalletConnect's 5000.
const satsConnectRejection = -32000

/**
 * Runs a wallet request and types its failure: a declined prompt is `UserRejectedRequestError`,
 * Kit's own errors pass through, anything else is `WalletRequestError` with the wallet's code.
 */
export async function callWallet<T>(request: () => Promise<T> | T): Promise<T> {
  try {
    return await request()
  } catch (error) {
    throw toWalletError(error)
  }
}

export function toWalletError(error: unknown): Error {
  if (error instanceof BaseError) return error
  const code = readCode(error)
  if (code === satsConnectRejection || isUserRejection(error))
    return new UserRejectedRequestError({ cause: error instanceof Error ? error : undefined })
  return new WalletRequestError(code, { cause: error instanceof Error ? error : undefined })
}

function readCode(error: unknown): number | undefined {
  try {
    const code = (error as { code?: unknown } | undefined)?.code
    return typeof code === 'number' && Number.isInteger(code) ? code : undefined
  } catch {
    return undefined
  }
}

/**
 * The `result` of a JSON-RPC answer (sats-connect and Leather answer `{ jsonrpc, id, result }`
 * or `{ error }`), throwing the typed error of an `error` member.
 */
export function readRpcResult(response: unknown): unknown {
  if (typeof response !== 'object' || response === null)
    throw new WalletRequestError(undefined, { details: 'The wallet answered no object' })
  if ('error' in response && response.error) throw toWalletError(response.error)
  if ('result' in response) return response.result
  throw new WalletRequestError(undefined, { details: 'The wallet answered no result' })
}
