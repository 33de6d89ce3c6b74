import { describe, expect, it, onTestFinished } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet } from '../networks/evmNetworks.js'
import { goBack } from './goBack.js'
import { pushView } from './pushView.js'
import { replaceView } from './replaceView.js'
import { resetView } from './resetView.js'
import { getState } from './state.js'

function setup() {
  const kit = createKit({ networks: [mainnet], storage: null, projectId: 'test-project' })
  onTestFinished(() => kit.destroy())
  return kit
}

describe('router', () => {
  it('pushes views and goes back through them', () => {
    const kit = setup()
    pushView(kit, { view: 'AllWallets' })
    pushView(kit, { view: 'ConnectingExternal', data: { network: mainnet } })
    expect(getState(kit, 'router').view).toBe('ConnectingExternal')
    expect(getState(kit, 'router').history).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    expect(getState(kit, 'router').data?.network?.caipNetworkId).toBe('eip155:1')
    goBack(kit)
    expect(getState(kit, 'router')).toEqual({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
      data: undefined,
    })
    goBack(kit)
    expect(getState(kit, 'router').view).toBe('Connect')
  })

  it('does nothing when going back at the root', () => {
    const kit = setup()
    goBack(kit)
    expect(getState(kit, 'router')).toEqual({
      view: 'Connect',
      history: ['Connect'],
      data: undefined,
    })
  })

  it('does not push the view already shown', () => {
    const kit = setup()
    pushView(kit, { view: 'AllWallets' })
    pushView(kit, { view: 'AllWallets' })
    expect(getState(kit, 'router').history).toEqual(['Connect', 'AllWallets'])
  })

  it('replaces the current view with no way back to it', () => {
    const kit = setup()
    pushView(kit, { view: 'AllWallets' })
    replaceView(kit, { view: 'ConnectingExternal' })
    expect(getState(kit, 'router').history).toEqual(['Connect', 'ConnectingExternal'])
    goBack(kit)
    expect(getState(kit, 'router').view).toBe('Connect')
  })

  it('replacing the root view leaves no previous entry', () => {
    const kit = setup()
    replaceView(kit, { view: 'Account' })
    expect(getState(kit, 'router').history).toEqual(['Account'])
    goBack(kit)
    expect(getState(kit, 'router').view).toBe('Account')
  })

  it('resets to a fresh history', () => {
    const kit = setup()
    pushView(kit, { view: 'AllWallets' })
    pushView(kit, { view: 'ConnectingExternal' })
    resetView(kit, { view: 'Account' })
    expect(getState(kit, 'router')).toEqual({
      view: 'Account',
      history: ['Account'],
      data: undefined,
    })
  })
})
