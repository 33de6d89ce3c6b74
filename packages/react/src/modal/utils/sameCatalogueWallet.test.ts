import { createCatalogueWallet } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'
import { sameCatalogueWallet } from './sameCatalogueWallet.js'

describe('sameCatalogueWallet', () => {
  it('catalogue search budget: a fresh copy of an entry is the same wallet', () => {
    const wallet = createCatalogueWallet(1)
    expect(sameCatalogueWallet(wallet, structuredClone(wallet))).toBe(true)
  })

  it.each([
    ['name', { name: 'Other' }],
    ['links', { mobile_link: 'other://' }],
    ['badge', { badge_type: 'certified' as const }],
    ['chains', { chains: ['eip155:10'] }],
    ['image', { image_id: 'other' }],
  ])('another %s is another wallet', (_, change) => {
    const wallet = createCatalogueWallet(1)
    expect(sameCatalogueWallet(wallet, { ...wallet, ...change })).toBe(false)
  })

  it('an extra field is another wallet', () => {
    const wallet = createCatalogueWallet(1)
    expect(sameCatalogueWallet(wallet, { ...wallet, extra: 1 } as typeof wallet)).toBe(false)
  })
})
