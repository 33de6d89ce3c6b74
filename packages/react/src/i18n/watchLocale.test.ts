// @vitest-environment jsdom
import { createKit } from '@kit/core'
import { setLocale } from '@kit/core/modules/actions/setLocale'
import { mainnet } from '@kit/core/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from './applyLocale.js'
import { loadLocale } from './loadLocale.js'
import { watchLocale } from './watchLocale.js'

const kits: ReturnType<typeof createKit>[] = []
const make = (locale: string) => {
  const kit = createKit({ networks: [mainnet], locale, storage: null })
  kits.push(kit)
  return kit
}
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

describe('watchLocale', () => {
  it('loads the texts of the language asked for, and follows changes', async () => {
    const kit = make('de-AT')
    const stop = watchLocale(kit)
    await vi.waitFor(() => expect(kit.stores.locale.texts?.locale).toBe('de'))
    expect(kit.stores.locale.texts?.messages).toEqual(await loadLocale('de'))
    setLocale(kit, { locale: 'he' })
    await vi.waitFor(() => expect(kit.stores.locale.texts?.locale).toBe('he'))
    setLocale(kit, { locale: 'en-GB' })
    await vi.waitFor(() => expect(kit.stores.locale.texts).toBeUndefined())
    stop()
  })

  it('loads nothing for English, and draws English for a language it does not speak', async () => {
    const kit = make('en')
    watchLocale(kit)()
    expect(kit.stores.locale.texts).toBeUndefined()
    const other = make('sw')
    await applyLocale(other)
    expect(other.stores.locale.texts).toBeUndefined()
  })

  it('lets a tag changed while loading win', async () => {
    const kit = make('ja')
    const loading = applyLocale(kit)
    kit.stores.locale.locale = 'ko'
    await loading
    expect(kit.stores.locale.texts).toBeUndefined()
    await applyLocale(kit)
    expect(kit.stores.locale.texts?.locale).toBe('ko')
  })
})
