import { describe, expect, it } from 'vitest'
import { getConnectMethodsOrder } from './connectMethodsOrder.js'

const all = { configured: undefined, hasInstalledWallets: false, email: true, socials: true }

describe('getConnectMethodsOrder', () => {
  it('is email, social, wallet by default', () => {
    expect(getConnectMethodsOrder(all)).toEqual(['email', 'social', 'wallet'])
  })

  it('puts wallet first when an injected or announced wallet is installed', () => {
    expect(getConnectMethodsOrder({ ...all, hasInstalledWallets: true })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('lets the configured order win, even with installed wallets', () => {
    expect(
      getConnectMethodsOrder({
        ...all,
        hasInstalledWallets: true,
        configured: ['social', 'wallet', 'email'],
      }),
    ).toEqual(['social', 'wallet', 'email'])
  })

  it('drops disabled methods', () => {
    expect(getConnectMethodsOrder({ ...all, email: false })).toEqual(['social', 'wallet'])
    expect(getConnectMethodsOrder({ ...all, socials: false })).toEqual(['email', 'wallet'])
    expect(
      getConnectMethodsOrder({
        ...all,
        email: false,
        socials: false,
        configured: ['email', 'wallet'],
      }),
    ).toEqual(['wallet'])
  })

  it('drops duplicates in a configured order', () => {
    expect(getConnectMethodsOrder({ ...all, configured: ['wallet', 'wallet', 'email'] })).toEqual([
      'wallet',
      'email',
    ])
  })
})
