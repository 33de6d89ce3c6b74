import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { installWindow } from '../test/adapterFixtures.js'
import { findInjectedWallets } from './findInjectedWallets.js'

const win = installWindow()
win.walletA = { bitcoin: { request: async () => ({}) } }

const entry = fc.oneof(
  fc.record(
    {
      id: fc.oneof(
        fc.constantFrom('walletA.bitcoin', 'walletA', '__proto__.x', 'constructor', 'a..b'),
        fc.string({ maxLength: 40 }),
        fc.anything(),
      ),
      name: fc.oneof(
        fc.string({ maxLength: 120 }),
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.anything(),
      ),
      icon: fc.oneof(
        fc.constantFrom('data:image/png;base64,AA==', 'https://x.example/i.png', 'javascript:1'),
        fc.string({ maxLength: 60 }),
        fc.anything(),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
)

propertyTest(
  'any btc_providers list gives only callable providers with safe names and icons',
  [fc.oneof(fc.array(entry, { maxLength: 25 }), fc.anything())],
  (listed) => {
    win.btc_providers = listed
    const found = findInjectedWallets()
    expect(found.length).toBeLessThanOrEqual(20)
    for (const wallet of found) {
      expect(wallet.name.length).toBeGreaterThan(0)
      expect(Array.from(wallet.name).length).toBeLessThanOrEqual(64)
      expect(wallet.name).not.toMatch(/[\p{Cc}\p{Cf}]/u)
      if (wallet.icon !== undefined) expect(wallet.icon).toMatch(/^data:image\//i)
      expect(wallet.source.kind).toBe('satsConnect')
      expect(wallet.source.kind === 'satsConnect' && wallet.source.provider).toBe(
        (win.walletA as { bitcoin: unknown }).bitcoin,
      )
    }
  },
)
