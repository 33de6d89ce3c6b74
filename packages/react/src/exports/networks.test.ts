import * as core from '@kit/core/networks'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { createAppKit } from '../createAppKit.js'
import * as entry from './networks.js'
import {
  type AppKitNetwork,
  arbitrum,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  defineChain,
  mainnet,
  polygonAmoy,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync,
} from './networks.js'

type Entry = typeof entry
type NetworkName = Exclude<keyof Entry, 'AVAILABLE_NAMESPACES' | 'defineChain' | 'defineNetwork'>

describe('@kit/react/networks', () => {
  it('re-exports @kit/core/networks, name by name', () => {
    expect(Object.keys(entry).sort()).toEqual(Object.keys(core).sort())
    const fromCore = core as Record<string, unknown>
    const differing = Object.entries(entry).filter(([name, value]) => value !== fromCore[name])
    expect(differing).toEqual([])
  })

  it('types every network as an AppKitNetwork, with the literal id of viem', () => {
    expectTypeOf<Entry[NetworkName]>().toMatchTypeOf<AppKitNetwork>()
    expectTypeOf(mainnet.id).toEqualTypeOf<1>()
    expectTypeOf(bsc.id).toEqualTypeOf<56>()
    expectTypeOf(solana.caipNetworkId).toEqualTypeOf<'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'>()
  })

  it('takes any of them, of every namespace, in createAppKit', () => {
    const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
      mainnet,
      arbitrum,
      bsc,
      polygonAmoy,
      base,
    ]
    const custom = defineChain({
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      chainNamespace: 'solana',
      name: 'My Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['https://solana.example.org'] } },
    })
    const appKit = createAppKit({
      networks: [...networks, zksync, solana, solanaTestnet, solanaDevnet, bitcoin, bitcoinTestnet],
      projectId: 'networks',
      storage: null,
    })
    const again = createAppKit({
      networks: [custom, mainnet],
      projectId: 'networks',
      storage: null,
    })
    expect(appKit.getCaipNetworks('bip122').map((n) => n.caipNetworkId)).toEqual([
      bitcoin.caipNetworkId,
      bitcoinTestnet.caipNetworkId,
    ])
    expect(again.getCaipNetwork()?.name).toBe('My Solana')
    appKit.destroy()
    again.destroy()
  })
})
