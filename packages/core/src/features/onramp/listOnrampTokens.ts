import type { OnrampOptionsResponse } from '@kit/blockchain-api'

/** A currency the onramp sells on one network. */
export type OnrampToken = {
  /** The purchase currency's id in the options (`ETH`, or a provider's uuid). */
  id: string
  name: string
  symbol: string
  /** The onramp's name of the network (`ethereum-mainnet`). */
  network: string
  /** The network's name to show (`Ethereum`). */
  networkName: string
  /** The token contract; empty for the native currency. */
  contractAddress: string
}

export type ListOnrampTokensParameters = {
  options: OnrampOptionsResponse | undefined
  /** The active eip155 chain id, decimal (`'1'`). */
  chainId: string
}

/** The currencies the onramp sells on the active chain, in the options' order, once each. */
export function listOnrampTokens({ options, chainId }: ListOnrampTokensParameters): OnrampToken[] {
  const tokens: OnrampToken[] = []
  for (const currency of options?.purchaseCurrencies ?? []) {
    const network = currency.networks.find((entry) => entry.chain_id === chainId)
    if (!network || tokens.some((token) => token.id === currency.id)) continue
    tokens.push({
      id: currency.id,
      name: currency.name,
      symbol: currency.symbol,
      network: network.name,
      networkName: network.display_name,
      contractAddress: network.contract_address,
    })
  }
  return tokens
}
