// @vitest-environment jsdom
import { createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'
import { createKit } from '../../createKit.js'
import { bitcoin } from '../../networks/bitcoinNetworks.js'
import { mainnet, optimism, polygon } from '../../networks/evmNetworks.js'
import { solana, solanaDevnet } from '../../networks/solanaNetworks.js'
import { listReceiveNetworks } from './listReceiveNetworks.js'

const ids = (networks: readonly { caipNetworkId: string }[]) => networks.map((n) => n.caipNetworkId)

function kitOn(
  networks: Parameters<typeof createKit>[0]['networks'],
  defaultNetwork = networks[0],
) {
  return createKit({
    networks,
    defaultNetwork,
    adapters: [createMockAdapter({})],
    projectId: 'p',
    storage: null,
    features: { analytics: false },
  })
}

describe('listReceiveNetworks', () => {
  it('lists every configured EVM network for an EVM address, the active one first', () => {
    const kit = kitOn([mainnet, optimism, polygon, solana], optimism)
    expect(ids(listReceiveNetworks(kit, { namespace: 'eip155' }))).toEqual([
      'eip155:10',
      'eip155:1',
      'eip155:137',
    ])
    kit.destroy()
  })

  it('lists only the active network for a Solana or Bitcoin address', () => {
    const kit = kitOn([solanaDevnet, solana, mainnet, bitcoin], solanaDevnet)
    expect(ids(listReceiveNetworks(kit, { namespace: 'solana' }))).toEqual([
      solanaDevnet.caipNetworkId,
    ])
    expect(ids(listReceiveNetworks(kit, { namespace: 'bip122' }))).toEqual([bitcoin.caipNetworkId])
    kit.destroy()
  })

  it('lists the EVM networks but no active one while the wallet is on an unsupported chain', () => {
    const kit = kitOn([mainnet, optimism])
    const chain = kit.stores.chains.namespaces.eip155!
    chain.network.unsupported = true
    expect(ids(listReceiveNetworks(kit))).toEqual(['eip155:1', 'eip155:10'])
    kit.stores.chains.namespaces.eip155!.network.unsupported = false
    kit.destroy()
  })

  it('lists nothing for a namespace the app has no networks of', () => {
    const kit = kitOn([mainnet])
    expect(listReceiveNetworks(kit, { namespace: 'solana' })).toEqual([])
    kit.destroy()
  })
})
