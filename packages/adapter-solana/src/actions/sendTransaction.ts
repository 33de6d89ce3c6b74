import type { AdapterSendTransactionParameters as SendTransactionParameters } from '@kit/core'
import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { InvalidSendParametersError, SendTransactionFailedError } from '../errors/transaction.js'
import { toWalletChain } from '../networks/walletChains.js'
import { getRpcUrl } from '../rpc/getRpcUrl.js'
import { parseLatestBlockhash } from '../rpc/parseLatestBlockhash.js'
import { parseMintAccount } from '../rpc/parseMintAccount.js'
import { rpcRequest } from '../rpc/rpcRequest.js'
import { buildTransfer } from '../transaction/buildTransfer.js'
import { confirmSignature } from '../transaction/confirmSignature.js'
import { submitTransaction } from '../transaction/submitTransaction.js'
import type { SolanaAdapterState } from '../types/adapterState.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'
import { toWalletError } from '../utils/toWalletError.js'
import { requireSession } from './requireSession.js'

const maxU64 = 2n ** 64n - 1n

/**
 * Sends SOL (`value` in lamports) or, with `token`, an SPL token (`value` in its base units) from
 * the connected account, and waits until the transaction is confirmed; returns its base58
 * signature. SPEC §5: an amount of 0 or less (or beyond 64 bits), or a receiver that is not a Solana address, is
 * `InvalidSendParametersError` ('Please enter a valid amount and receiver address'). A declined
 * prompt is `UserRejectedRequestError`; any other failure is `SendTransactionFailedError`
 * ('Failed to send transaction. Please try again.') with the reason as `cause`.
 */
export async function sendTransaction(
  state: SolanaAdapterState,
  { connectorId, network, from, to, value, token }: SendTransactionParameters,
): Promise<string> {
  const mint = token?.address
  if (
    typeof value !== 'bigint' ||
    value <= 0n ||
    value > maxU64 ||
    !isSolanaAddress(to) ||
    (token !== undefined && !isSolanaAddress(mint))
  )
    throw new InvalidSendParametersError()
  try {
    const { signer } = requireSession(state, connectorId, from)
    const url = getRpcUrl(network)
    const mintAccount =
      mint === undefined
        ? undefined
        : parseMintAccount(
            await rpcRequest(state.rpc, {
              url,
              method: 'getAccountInfo',
              params: [mint, { encoding: 'base64', commitment: 'confirmed' }],
            }),
          )
    const blockhash = parseLatestBlockhash(
      await rpcRequest(state.rpc, {
        url,
        method: 'getLatestBlockhash',
        params: [{ commitment: 'confirmed' }],
      }),
    )
    const transaction = buildTransfer({
      from,
      to,
      value,
      token: mint && mintAccount ? { mint, ...mintAccount } : undefined,
      blockhash,
    })
    let signature: string
    try {
      signature = await submitTransaction(state.rpc, {
        signer,
        transaction,
        chain: toWalletChain(network),
        url,
      })
    } catch (error) {
      throw toWalletError(error)
    }
    await confirmSignature(state.rpc, { url, signature, ...state.confirm })
    return signature
  } catch (error) {
    if (error instanceof UserRejectedRequestError) throw error
    throw new SendTransactionFailedError({ cause: error })
  }
}
