import { createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet } from '../networks/evmNetworks.js'
import type { ChainAdapter } from '../types/adapter.js'
import { getStartView } from './getStartView.js'

function kitWith(adapters: ChainAdapter[]) {
  const kit = createKit({ networks: [mainnet], adapters, storage: createMemoryStorage() })
  onTestFinished(() => kit.destroy())
  return kit
}

describe('getStartView (SPEC §2)', () => {
  it('is Account when connected, else Connect for an app with adapters', () => {
    const kit = kitWith([createMockAdapter()])
    expect(getStartView(kit, { connected: true })).toBe('Account')
    expect(getStartView(kit, { connected: false })).toBe('Connect')
  })

  it('without adapters: the pairing view (which hands over to AllWallets on mobile)', () => {
    const kit = kitWith([])
    expect(getStartView(kit, { connected: false })).toBe('ConnectingWalletConnectBasic')
    expect(getStartView(kit, { connected: true })).toBe('Account')
  })
})
