import type { AdapterSendTransactionParameters } from '@kit/core'
import type { SendFeeEstimate } from '@kit/core/modules/types/adapter'
import { InvalidRpcResponseError } from '../errors/rpc.js'
import { InvalidSendParametersError } from '../errors/transaction.js'
import { getRpcUrl } from '../rpc/getRpcUrl.js'
import { parseTokenAccounts } from '../rpc/parseTokenAccounts.js'
import { rpcRequest } from '../rpc/rpcRequest.js'
import type { SolanaAdapterState } from '../types/adapterState.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'

/** Solana's fee per signature, in lamports; a transfer carries the sender's one signature. */
export const lamportsPerSignature = 5_000n
/** The size of an SPL token account, whose rent the sender pays when it opens the receiver's. */
const tokenAccountSize = 165

/**
 * What `sendTransaction` would cost in lamports: the one signature's fee, plus for an SPL token
 * the rent of the receiver's token account when the receiver holds none of the mint yet (the
 * transfer opens it, paid by the sender). No priority fee is added, as the send adds none.
 */
export async function estimateSendFee(
  state: SolanaAdapterState,
  { network, to, token }: AdapterSendTransactionParameters,
): Promise<SendFeeEstimate> {
  if (!isSolanaAddress(to) || (token !== undefined && !isSolanaAddress(token.address)))
    throw new InvalidSendParametersError()
  if (!token) return { fee: lamportsPerSignature }
  const url = getRpcUrl(network)
  const { decimals } = parseTokenAccounts(
    await rpcRequest(state.rpc, {
      url,
      method: 'getTokenAccountsByOwner',
      params: [to, { mint: token.address }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    }),
    { owner: to, mint: token.address },
  )
  if (decimals !== undefined) return { fee: lamportsPerSignature }
  const rent = await rpcRequest(state.rpc, {
    url,
    method: 'getMinimumBalanceForRentExemption',
    params: [tokenAccountSize, { commitment: 'confirmed' }],
  })
  if (typeof rent !== 'number' || !Number.isSafeInteger(rent) || rent < 0)
    throw new InvalidRpcResponseError({ details: 'getMinimumBalanceForRentExemption' })
  return { fee: lamportsPerSignature + BigInt(rent) }
}
