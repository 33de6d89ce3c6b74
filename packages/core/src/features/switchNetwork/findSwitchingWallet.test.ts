// @vitest-environment jsdom
import type { Connector } from '@kit/core'
import { createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'
import { connect } from '../../actions/connect.js'
import { mainnet, optimism } from '../../networks/evmNetworks.js'
import { solana } from '../../networks/solanaNetworks.js'
import { createMockKit, testAddress } from '../../test/createMockKit.js'
import { findSwitchingWallet } from './findSwitchingWallet.js'

/** Connected through a connector of `type` (WalletConnect's is given its type once connected). */
async function connectedWith(type: Connector['type']) {
  const connector: Connector = {
    id: 'io.mock',
    type: type === 'WALLET_CONNECT' ? 'EXTERNAL' : type,
    name: 'Mock',
    chain: 'eip155',
  }
  const adapter = createMockAdapter({
    connectors: [connector],
    connect: { address: testAddress, chainId: 1 },
  })
  const { kit } = createMockKit({ adapter, networks: [mainnet, optimism, solana] })
  await kit.ready
  await connect(kit, { connectorId: 'io.mock' })
  kit.stores.connectors.byNamespace.eip155 = [{ ...connector, type }]
  return kit
}

describe('findSwitchingWallet', () => {
  it('names a WalletConnect or external wallet asked to move to another network', async () => {
    for (const type of ['WALLET_CONNECT', 'EXTERNAL'] as const) {
      const kit = await connectedWith(type)
      expect(findSwitchingWallet(kit, { network: optimism })?.type).toBe(type)
    }
  })

  it('leaves a browser wallet to its own prompt', async () => {
    for (const type of ['ANNOUNCED', 'INJECTED'] as const) {
      const kit = await connectedWith(type)
      expect(findSwitchingWallet(kit, { network: optimism })).toBeUndefined()
    }
  })

  it('asks no wallet for the network already active, or for another namespace', async () => {
    const kit = await connectedWith('WALLET_CONNECT')
    expect(findSwitchingWallet(kit, { network: mainnet })).toBeUndefined()
    expect(findSwitchingWallet(kit, { network: solana })).toBeUndefined()
  })

  it('asks the wallet again for the active network while it is on an unsupported chain', async () => {
    const kit = await connectedWith('WALLET_CONNECT')
    kit.stores.chains.namespaces.eip155!.network.unsupported = true
    expect(findSwitchingWallet(kit, { network: mainnet })?.id).toBe('io.mock')
  })

  it('asks no WalletConnect wallet for a chain its session already approved', async () => {
    const kit = await connectedWith('WALLET_CONNECT')
    const session = (namespaces: Record<string, unknown>) =>
      ({ session: { namespaces } }) as unknown as NonNullable<typeof kit.runtime.walletConnect.live>
    kit.runtime.walletConnect.live = session({
      eip155: { accounts: [`eip155:1:${testAddress}`, `eip155:10:${testAddress}`] },
    })
    expect(findSwitchingWallet(kit, { network: optimism })).toBeUndefined()
    kit.runtime.walletConnect.live = session({
      eip155: { accounts: [`eip155:1:${testAddress}`], chains: ['eip155:1'] },
    })
    expect(findSwitchingWallet(kit, { network: optimism })?.type).toBe('WALLET_CONNECT')
  })

  it('asks no wallet when none is connected', async () => {
    const adapter = createMockAdapter({})
    const { kit } = createMockKit({ adapter })
    await kit.ready
    expect(findSwitchingWallet(kit, { network: optimism })).toBeUndefined()
  })
})
