// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished } from 'vitest'
import { connect } from './actions/connect.js'
import { getAccount } from './actions/getAccount.js'
import { getConnectors } from './actions/getConnectors.js'
import { getNetwork } from './actions/getNetwork.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { createKit } from './createKit.js'
import { bitcoin } from './networks/bitcoinNetworks.js'
import { mainnet, optimism } from './networks/evmNetworks.js'
import { solana } from './networks/solanaNetworks.js'
import { storedRecord } from './test/createMockKit.js'
import type { KitOptions } from './types/options.js'

const address = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'

/** Only the EVM adapter, with Solana and Bitcoin among the networks (no adapter for those yet). */
function setup(options: Partial<KitOptions> = {}) {
  const adapter = createMockAdapter({ connect: { address, chainId: 1 } })
  const kit = createKit({
    networks: [mainnet, solana, optimism, bitcoin],
    adapters: [adapter],
    storage: createMemoryStorage(),
    ...options,
  })
  onTestFinished(() => kit.destroy())
  return { kit, adapter }
}

describe('a network whose namespace has no adapter', () => {
  it('starts, and hands the EVM adapter only the EVM networks', async () => {
    const { kit, adapter } = setup()
    await kit.ready
    expect(adapter.context?.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:10'])
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(getConnectors(kit).map((c) => c.chain)).not.toContain('solana')
  })

  it('connects and switches on the EVM side as if the others were absent', async () => {
    const { kit } = setup()
    await kit.ready
    await connect(kit, { connectorId: 'io.mock' })
    await switchNetwork(kit, { network: optimism })
    expect(getAccount(kit)?.caipAddress).toBe(`eip155:10:${address}`)
  })

  it('can be chosen, and back, without losing the EVM account', async () => {
    const { kit } = setup()
    await kit.ready
    await connect(kit, { connectorId: 'io.mock' })
    await expect(switchNetwork(kit, { network: solana })).resolves.toEqual(solana)
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(getAccount(kit)?.address).toBeUndefined()
    await switchNetwork(kit, { network: mainnet })
    expect(getAccount(kit)?.caipAddress).toBe(`eip155:1:${address}`)
  })

  it('starts on it when it is the default or the stored network', async () => {
    const storage = createMemoryStorage()
    storage.setItem('@kit/active_caip_network_id', storedRecord(bitcoin.caipNetworkId))
    for (const [kit, network] of [
      [setup({ defaultNetwork: solana }).kit, solana],
      [setup({ storage }).kit, bitcoin],
    ] as const) {
      await kit.ready
      expect(getNetwork(kit)?.caipNetwork).toEqual(network)
      expect(getAccount(kit)?.status).toBe('disconnected')
    }
  })
})
