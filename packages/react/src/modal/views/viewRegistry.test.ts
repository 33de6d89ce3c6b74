import { describe, expect, it } from 'vitest'
import { getFeatureView } from '../features/featureViews.js'
import { featureViewNames, implementedViews, modalViews } from './implementedViews.js'
import { resolveView } from './resolveView.js'
import { getViewComponent } from './viewRegistry.js'

describe('viewRegistry', () => {
  it('draws every implemented view with its own component, the same one each time', () => {
    const components = modalViews.map((view) => getViewComponent(view))
    // Every view of the modal's own travels in its chunk: a plain function, no lazy component.
    for (const component of components) expect(typeof component).toBe('function')
    expect(new Set(components).size).toBe(modalViews.length)
    // A wallet feature's view is its feature chunk's lazy component.
    for (const view of featureViewNames)
      expect(getViewComponent(view)).toBe(getFeatureView(view).component)
    expect(implementedViews).toHaveLength(modalViews.length + featureViewNames.length)
    expect(getViewComponent('Networks')).toBe(getViewComponent('Networks'))
    expect(getViewComponent('SIWXSignMessage')).toBe(getViewComponent('SIWXSignMessage'))
  })
})

describe('resolveView', () => {
  it('draws implemented views as they are', () => {
    expect(resolveView('Networks', false)).toBe('Networks')
    expect(resolveView('UnsupportedChain', true)).toBe('UnsupportedChain')
    expect(resolveView('AllWallets', false)).toBe('AllWallets')
    expect(resolveView('SwitchActiveChain', true)).toBe('SwitchActiveChain')
    expect(resolveView('ConnectingMultiChain', false)).toBe('ConnectingMultiChain')
    expect(resolveView('SIWXSignMessage', true)).toBe('SIWXSignMessage')
  })

  it('falls back to Account when connected, else Connect', () => {
    expect(resolveView('ApproveTransaction', true)).toBe('Account')
    expect(resolveView('ConnectingSiwe', false)).toBe('Connect')
    expect(resolveView('ConnectingWalletConnect', false)).toBe('ConnectingWalletConnect')
    expect(resolveView('Account', false)).toBe('Connect')
    expect(resolveView('SIWXSignMessage', false)).toBe('Connect')
  })
})
