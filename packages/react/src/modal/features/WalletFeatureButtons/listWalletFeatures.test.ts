import { createKit } from '@kit/core'
import { mainnet, solana } from '@kit/core/networks'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../views/implementedViews.js', async (original) => {
  const actual = await original<typeof import('../../views/implementedViews.js')>()
  const drawn = new Set(['OnRampProviders', 'Swap', 'WalletReceive', 'WalletSend'])
  return { ...actual, isImplementedView: (view: string) => drawn.has(view) }
})

const { listWalletFeatures } = await import('./listWalletFeatures.js')

const kitWith = (features: Parameters<typeof createKit>[0]['features']) =>
  createKit({ networks: [mainnet, solana], projectId: 'p', adapters: [], features })

const names = (kit: ReturnType<typeof kitWith>, namespace: 'eip155' | 'solana') =>
  listWalletFeatures(kit, namespace).map((button) => button.feature)

describe('listWalletFeatures', () => {
  it("lists the SPEC's order by default: Buy, Swap, Receive, Send", () => {
    expect(names(kitWith(undefined), 'eip155')).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('follows walletFeaturesOrder and drops repeats and features turned off', () => {
    const kit = kitWith({ walletFeaturesOrder: ['send', 'receive', 'send', 'swaps'], swaps: false })
    expect(names(kit, 'eip155')).toEqual(['send', 'receive'])
  })

  it('keeps to the features of the active namespace', () => {
    expect(names(kitWith(undefined), 'solana')).toEqual(['receive', 'send'])
  })
})

describe('listWalletFeatures without the views', () => {
  it('lists nothing whose view the modal does not draw', async () => {
    vi.resetModules()
    vi.doUnmock('../../views/implementedViews.js')
    const fresh = await import('./listWalletFeatures.js')
    const { featureViewNames } = await import('../../views/implementedViews.js')
    const listed = fresh.listWalletFeatures(kitWith(undefined), 'eip155').map((b) => b.view)
    expect(listed.every((view) => (featureViewNames as readonly string[]).includes(view))).toBe(
      true,
    )
  })
})
