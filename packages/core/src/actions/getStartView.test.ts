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
    expect(getStartView(kit, true, false)).toBe('Account')
    expect(getStartView(kit, false, false)).toBe('Connect')
    expect(getStartView(kit, false, true)).toBe('Connect')
  })

  it('without adapters: AllWallets on mobile, ConnectingWalletConnectBasic elsewhere', () => {
    const kit = kitWith([])
    expect(getStartView(kit, false, true)).toBe('AllWallets')
    expect(getStartView(kit, false, false)).toBe('ConnectingWalletConnectBasic')
    expect(getStartView(kit, true, true)).toBe('Account')
  })
})
