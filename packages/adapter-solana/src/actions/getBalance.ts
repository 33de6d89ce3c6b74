import type { BalanceResult, CaipNetwork } from '@kit/core'
import { InvalidAddressError } from '../errors/address.js'
import { getRpcUrl } from '../rpc/getRpcUrl.js'
import { parseBalance } from '../rpc/parseBalance.js'
import { parseTokenAccounts } from '../rpc/parseTokenAccounts.js'
import { rpcRequest } from '../rpc/rpcRequest.js'
import type { SolanaAdapterState } from '../types/adapterState.js'
import { formatUnits } from '../utils/formatUnits.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'

export type GetBalanceParameters = {
  address: string
  network: CaipNetwork
  token?: { address: string } | undefined
}

/**
 * The SOL balance (`getBalance`, lamports as an exact decimal SOL string), or with `token` (an SPL
 * mint) the sum of the owner's accounts of it (`getTokenAccountsByOwner`), with the symbol from
 * the `tokenSymbols` option, else the mint address.
 */
export async function getBalance(
  state: SolanaAdapterState,
  { address, network, token }: GetBalanceParameters,
): Promise<BalanceResult> {
  if (!isSolanaAddress(address)) throw new InvalidAddressError(address)
  const url = getRpcUrl(network)
  if (!token) {
    const lamports = parseBalance(
      await rpcRequest(state.rpc, {
        url,
        method: 'getBalance',
        params: [address, { commitment: 'confirmed' }],
      }),
    )
    return {
      balance: formatUnits(lamports, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  }
  const mint = token.address
  if (!isSolanaAddress(mint)) throw new InvalidAddressError(mint)
  const holdings = parseTokenAccounts(
    await rpcRequest(state.rpc, {
      url,
      method: 'getTokenAccountsByOwner',
      params: [address, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    }),
    { owner: address, mint },
  )
  return {
    balance: formatUnits(holdings.amount, holdings.decimals ?? 0),
    symbol: Object.hasOwn(state.tokenSymbols, mint) ? (state.tokenSymbols[mint] as string) : mint,
  }
}
