import { proxy } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet } from '../networks/evmNetworks.js'
import { getFeatureState, resetFeatureStates } from './getFeatureState.js'

const newKit = () => createKit({ networks: [mainnet], projectId: 'p', adapters: [] })

const sendFeature = {
  feature: 'send',
  create: () => proxy({ amount: '' }),
  reset: (state: { amount: string }) => {
    state.amount = ''
  },
}

describe('getFeatureState', () => {
  it('makes the state once per instance and keeps it', () => {
    const kit = newKit()
    const first = getFeatureState(kit, sendFeature)
    first.amount = '1.5'
    expect(getFeatureState(kit, sendFeature).amount).toBe('1.5')
    expect(getFeatureState(newKit(), sendFeature).amount).toBe('')
  })

  it('resets every feature that was made, and nothing on an instance that made none', () => {
    const kit = newKit()
    getFeatureState(kit, sendFeature).amount = '2'
    resetFeatureStates(kit)
    expect(getFeatureState(kit, sendFeature).amount).toBe('')
    const untouched = newKit()
    resetFeatureStates(untouched)
    expect(untouched.runtime.features).toBeUndefined()
  })

  it('resets when the active network changes, not on other chain-state changes', async () => {
    const kit = newKit()
    const state = getFeatureState(kit, sendFeature)
    state.amount = '3'
    const chain = kit.stores.chains.namespaces.eip155!
    chain.account.balanceLoading = true
    await Promise.resolve()
    expect(state.amount).toBe('3')
    chain.network.caipNetwork = { ...chain.network.caipNetwork!, caipNetworkId: 'eip155:10' }
    await Promise.resolve()
    expect(state.amount).toBe('')
  })
})
