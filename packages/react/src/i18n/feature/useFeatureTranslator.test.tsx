import { cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTranslator } from '../createTranslator.js'
import { I18nContext } from '../I18nContext.js'
import type { LocaleCode } from '../locales.js'
import { defineFeatureCatalogue, type FeatureLocaleLoader } from './defineFeatureCatalogue.js'
import { useFeatureTranslator } from './useFeatureTranslator.js'

afterEach(cleanup)

const english = { 'demo.greeting': 'Hello {name}', 'demo.only': 'Only English' } as const
type Key = keyof typeof english

function catalogue(german: FeatureLocaleLoader<Key>) {
  const fail: FeatureLocaleLoader<Key> = () => Promise.reject(new Error('not used'))
  const locales = Object.fromEntries(
    ['ar', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'ru', 'th']
      .concat(['tr', 'uk', 'vi', 'zh-CN', 'zh-TW'])
      .map((code) => [code, fail]),
  ) as Record<Exclude<LocaleCode, 'en' | 'de'>, FeatureLocaleLoader<Key>>
  return defineFeatureCatalogue<Key>({ name: 'demo', english, locales: { ...locales, de: german } })
}

function Greeting({ texts }: { texts: ReturnType<typeof catalogue> }) {
  const { t, dir } = useFeatureTranslator(texts)
  return (
    <p data-testid="text" dir={dir}>
      {t('demo.greeting', { name: 'Ada' })} / {t('demo.only')}
    </p>
  )
}

function renderIn(locale: LocaleCode, texts: ReturnType<typeof catalogue>) {
  return render(
    <I18nContext.Provider value={createTranslator(locale)}>
      <Suspense fallback={<p data-testid="loading" />}>
        <Greeting texts={texts} />
      </Suspense>
    </I18nContext.Provider>,
  )
}

describe('useFeatureTranslator', () => {
  it('reads English at once, without loading anything', () => {
    let loads = 0
    renderIn(
      'en',
      catalogue(() => {
        loads++
        return Promise.resolve({ messages: english })
      }),
    )
    expect(screen.getByTestId('text').textContent).toBe('Hello Ada / Only English')
    expect(loads).toBe(0)
  })

  it('suspends until the language loads, then fills placeholders (once per page)', async () => {
    let loads = 0
    const texts = catalogue(async () => {
      loads++
      return { messages: { 'demo.greeting': 'Hallo {name}', 'demo.only': 'Nur Deutsch' } }
    })
    const first = renderIn('de', texts)
    expect(screen.getByTestId('loading')).toBeTruthy()
    expect((await screen.findByTestId('text')).textContent).toBe('Hallo Ada / Nur Deutsch')
    first.unmount()
    renderIn('de', texts)
    expect(screen.getByTestId('text').textContent).toBe('Hallo Ada / Nur Deutsch')
    expect(loads).toBe(1)
  })

  it('reads English when the language fails to load', async () => {
    renderIn(
      'de',
      catalogue(() => Promise.reject(new Error('chunk failed'))),
    )
    expect((await screen.findByTestId('text')).textContent).toBe('Hello Ada / Only English')
  })

  it('gives the direction of a right-to-left language', async () => {
    const texts = catalogue(() => Promise.reject(new Error('unused')))
    texts.loaded.set('ar', { 'demo.greeting': 'مرحبا {name}', 'demo.only': 'فقط' })
    renderIn('ar', texts)
    const text = screen.getByTestId('text')
    expect(text.getAttribute('dir')).toBe('rtl')
    expect(text.textContent).toBe('مرحبا Ada / فقط')
  })
})
