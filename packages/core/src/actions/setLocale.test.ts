// @vitest-environment jsdom
import { createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'
import { createKit } from '../createKit.js'
import { InvalidLocaleError } from '../errors/locale.js'
import { defineNetwork } from '../utils/defineNetwork.js'
import { setLocale } from './setLocale.js'

const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

const make = (locale?: string) =>
  createKit({ networks: [mainnet], adapters: [createMockAdapter()], locale, storage: null })

describe('locale', () => {
  it("defaults to the browser's language (Intl's default locale)", () => {
    expect(make().stores.locale.locale).toBe(new Intl.DateTimeFormat().resolvedOptions().locale)
  })

  it('takes the option as given: the modal reads it, and draws English for a tag it cannot', () => {
    expect(make('pt-br').stores.locale.locale).toBe('pt-br')
    expect(make('english please').stores.locale.locale).toBe('english please')
  })

  it('canonicalizes a tag set at run time', () => {
    const kit = make('en')
    setLocale(kit, { locale: 'pt-br' })
    expect(kit.stores.locale.locale).toBe('pt-BR')
  })

  it('changes at run time and keeps the old one on a bad tag', () => {
    const kit = make('en')
    setLocale(kit, { locale: 'ar' })
    expect(kit.stores.locale.locale).toBe('ar')
    expect(() => setLocale(kit, { locale: '' })).toThrow(InvalidLocaleError)
    expect(kit.stores.locale.locale).toBe('ar')
  })
})
