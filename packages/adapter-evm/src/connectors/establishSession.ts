import type { ConnectResult } from '@kit/core'
import { normalizeEvmChainId } from '@kit/core/modules/utils/caip'
import { InvalidAccountsError } from '../errors/wallet.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { providerRequest } from '../utils/providerRequest.js'
import type { ConnectorEntry } from './createConnectorRegistry.js'
import { startSession } from './startSession.js'

/** After the wallet granted accounts: reads its chain, starts forwarding its events, builds the result. */
export async function establishSession(
  state: EvmAdapterState,
  { connector, provider }: ConnectorEntry,
  accounts: readonly `0x${string}`[],
): Promise<ConnectResult> {
  const [address] = accounts
  if (address === undefined) throw new InvalidAccountsError({ details: 'The list is empty' })
  const chainId = normalizeEvmChainId(await providerRequest(provider, 'eth_chainId'))
  startSession(state, connector.id, provider)
  return {
    address,
    chainId,
    accounts: accounts.map((account) => ({ namespace: 'eip155', address: account, type: 'eoa' })),
    walletInfo: { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns },
  }
}
