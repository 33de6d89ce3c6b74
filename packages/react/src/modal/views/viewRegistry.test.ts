import { describe, expect, it } from 'vitest'
import { implementedViews } from './implementedViews.js'
import { resolveView } from './resolveView.js'
import { getViewComponent, prefetchViews } from './viewRegistry.js'

describe('viewRegistry', () => {
  it('hands out a lazy wrapper before a view loads, and the component itself after', async () => {
    const before = getViewComponent('Networks')
    expect((before as { $$typeof?: symbol }).$$typeof).toBe(Symbol.for('react.lazy'))
    await prefetchViews()
    for (const view of implementedViews) {
      const component = getViewComponent(view)
      expect(typeof component).toBe('function')
      expect(getViewComponent(view)).toBe(component)
    }
  })
})

describe('resolveView', () => {
  it('draws implemented views as they are', () => {
    expect(resolveView('Networks', false)).toBe('Networks')
    expect(resolveView('UnsupportedChain', true)).toBe('UnsupportedChain')
    expect(resolveView('AllWallets', false)).toBe('AllWallets')
  })

  it('falls back to Account when connected, else Connect', () => {
    expect(resolveView('Swap', true)).toBe('Account')
    expect(resolveView('ConnectingSiwe', false)).toBe('Connect')
    expect(resolveView('ConnectingWalletConnect', false)).toBe('ConnectingWalletConnect')
    expect(resolveView('Account', false)).toBe('Connect')
  })
})
