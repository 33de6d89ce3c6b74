import { openModal } from '@kit/core/modules/actions/openModal'
import { setLocale } from '@kit/core/modules/actions/setLocale'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { english } from '../i18n/english.js'
import { loadLocale } from '../i18n/loadLocale.js'
import { cleanupModal, renderModal } from './test/renderModal.js'

afterEach(cleanupModal)

const root = () => document.querySelector<HTMLElement>('.kit-root')!

describe('the modal in the active language', () => {
  it('draws English by default, left to right', async () => {
    const { kit } = renderModal()
    act(() => openModal(kit))
    expect(await screen.findByTestId('kit-title')).toHaveProperty('textContent', 'Connect Wallet')
    expect(root().lang).toBe('en')
    expect(root().dir).toBe('ltr')
  })

  it('loads the language of the `locale` option and draws every text in it', async () => {
    const japanese = await loadLocale('ja')
    const { kit } = renderModal({ kitOptions: { locale: 'ja-JP' } })
    act(() => openModal(kit))
    await waitFor(() => expect(root().lang).toBe('ja'))
    expect(screen.getByTestId('kit-title').textContent).toBe(japanese['title.connect'])
    expect(screen.getByTestId('kit-close').getAttribute('aria-label')).toBe(
      japanese['header.close'],
    )
    // The English title fades out first.
    await waitFor(() => expect(root().textContent).not.toContain(english['title.connect']))
  })

  it('mirrors for a right-to-left language and redraws the open modal when the language changes', async () => {
    const arabic = await loadLocale('ar')
    const { kit } = renderModal()
    act(() => openModal(kit))
    await screen.findByTestId('kit-wallet-row')
    act(() => setLocale(kit, { locale: 'ar' }))
    await waitFor(() => expect(root().dir).toBe('rtl'))
    expect(root().lang).toBe('ar')
    expect(screen.getByTestId('kit-title').textContent).toBe(arabic['title.connect'])
    act(() => setLocale(kit, { locale: 'en' }))
    await waitFor(() => expect(root().dir).toBe('ltr'))
    expect(screen.getByTestId('kit-title').textContent).toBe('Connect Wallet')
  })

  it('stays in English for a language it does not speak', async () => {
    const { kit } = renderModal({ kitOptions: { locale: 'sw' } })
    act(() => openModal(kit))
    expect(await screen.findByTestId('kit-title')).toHaveProperty('textContent', 'Connect Wallet')
    expect(root().lang).toBe('en')
  })
})
