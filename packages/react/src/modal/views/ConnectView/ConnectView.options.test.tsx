import { type Connector, openModal } from '@kit/core'
import { closeModal } from '@kit/core/modules/actions/closeModal'
import { setLocale } from '@kit/core/modules/actions/setLocale'
import { createCatalogueWallet } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { loadLocale } from '../../../i18n/loadLocale.js'
import { createModalApi } from '../../test/createModalApi.js'
import { cleanupModal, type RenderModalOptions, renderModal } from '../../test/renderModal.js'
import { testConnector } from '../../test/testWallet.js'

afterEach(cleanupModal)

const terms = 'https://app.example/terms'
const privacy = 'https://app.example/privacy'

async function open(options: RenderModalOptions = {}) {
  const rendered = renderModal(options)
  act(() => openModal(rendered.kit))
  await screen.findByTestId('kit-title')
  return rendered
}

const links = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('a'), (a) => ({
    text: a.textContent,
    href: a.getAttribute('href'),
    target: a.getAttribute('target'),
    rel: a.getAttribute('rel'),
  }))

describe('ConnectView: AppKit options', () => {
  it('termsConditionsUrl and privacyPolicyUrl: the legal footer links both, opened safely', async () => {
    await open({ kitOptions: { termsConditionsUrl: terms, privacyPolicyUrl: privacy } })
    const footer = await screen.findByTestId('kit-legal-footer')
    expect(footer.textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
    )
    expect(links(footer)).toEqual([
      { text: 'Terms of Service', href: terms, target: '_blank', rel: 'noopener noreferrer' },
      { text: 'Privacy Policy', href: privacy, target: '_blank', rel: 'noopener noreferrer' },
    ])
  })

  it('links only the page the app gave, and nothing for an unsafe or missing one', async () => {
    await open({ kitOptions: { privacyPolicyUrl: privacy } })
    expect((await screen.findByTestId('kit-legal-footer')).textContent).toBe(
      'By connecting your wallet, you agree to our Privacy Policy',
    )
    cleanupModal()
    await open({ kitOptions: { termsConditionsUrl: 'javascript:alert(1)' } })
    await screen.findByTestId('kit-wallet-list')
    expect(screen.queryByTestId('kit-legal-footer')).toBeNull()
    expect(document.querySelector('a[href^="javascript"]')).toBeNull()
    cleanupModal()
    await open()
    await screen.findByTestId('kit-wallet-list')
    expect(screen.queryByTestId('kit-legal-footer')).toBeNull()
  })

  it('features.legalCheckbox: the wallets are out of reach until the box is ticked, for the page', async () => {
    const { kit } = await open({
      kitOptions: {
        termsConditionsUrl: terms,
        privacyPolicyUrl: privacy,
        features: { legalCheckbox: true },
      },
    })
    const checkbox = await screen.findByTestId('kit-legal-checkbox')
    expect(checkbox.textContent).toBe('I agree to our Terms of Service and Privacy Policy')
    expect(links(checkbox).map(({ href, rel }) => [href, rel])).toEqual([
      [terms, 'noopener noreferrer'],
      [privacy, 'noopener noreferrer'],
    ])
    expect(screen.queryByTestId('kit-legal-footer')).toBeNull()
    const list = screen.getByTestId('kit-wallet-list')
    expect(list.hasAttribute('inert')).toBe(true)
    expect(list.hasAttribute('data-locked')).toBe(true)
    const box = screen.getByRole('checkbox')
    expect((box as HTMLInputElement).checked).toBe(false)
    fireEvent.click(box)
    expect(list.hasAttribute('inert')).toBe(false)
    expect(list.hasAttribute('data-locked')).toBe(false)
    fireEvent.click(screen.getByTestId('kit-wallet-row'))
    expect(kit.stores.router.view).toBe('ConnectingExternal')
    // Closed and opened again, the tick is still there.
    act(() => closeModal(kit))
    act(() => openModal(kit))
    await waitFor(() => expect(screen.getByRole('checkbox')).toHaveProperty('checked', true))
  })

  it('features.legalCheckbox without a legal link shows no checkbox and locks nothing', async () => {
    await open({ kitOptions: { features: { legalCheckbox: true } } })
    const list = await screen.findByTestId('kit-wallet-list')
    expect(screen.queryByTestId('kit-legal-checkbox')).toBeNull()
    expect(list.hasAttribute('inert')).toBe(false)
  })

  it('the legal texts follow the language, right to left', async () => {
    const arabic = await loadLocale('ar')
    const { kit } = await open({
      kitOptions: { termsConditionsUrl: terms, privacyPolicyUrl: privacy },
    })
    await screen.findByTestId('kit-legal-footer')
    act(() => setLocale(kit, { locale: 'ar' }))
    await waitFor(() => expect(document.querySelector<HTMLElement>('.kit-root')!.dir).toBe('rtl'))
    const footer = screen.getByTestId('kit-legal-footer')
    expect(footer.textContent).toBe(
      arabic['legal.footerBoth']
        .replace('{terms}', arabic['legal.terms'])
        .replace('{privacy}', arabic['legal.privacy']),
    )
  })

  it("allWallets: 'HIDE' hides the row, and wins over features.allWallets", async () => {
    await open({ kitOptions: { allWallets: 'HIDE', features: { allWallets: true } } })
    await screen.findByTestId('kit-wallet-row')
    expect(screen.queryByTestId('kit-all-wallets')).toBeNull()
    cleanupModal()
    await open({ kitOptions: { allWallets: 'SHOW', features: { allWallets: false } } })
    expect(await screen.findByTestId('kit-all-wallets')).toBeTruthy()
  })

  it("allWallets: 'ONLY_MOBILE' shows the row on a phone only", async () => {
    await open({ kitOptions: { allWallets: 'ONLY_MOBILE' } })
    await screen.findByTestId('kit-wallet-row')
    expect(screen.queryByTestId('kit-all-wallets')).toBeNull()
    cleanupModal()
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')
    onTestFinished(() => agent.mockRestore())
    await open({ kitOptions: { allWallets: 'ONLY_MOBILE' } })
    expect(await screen.findByTestId('kit-all-wallets')).toBeTruthy()
  })

  it('enableWallets: false lists no wallet at all', async () => {
    await open({ kitOptions: { enableWallets: false } })
    expect(await screen.findByText('No wallet found')).toBeTruthy()
    expect(screen.queryByTestId('kit-wallet-row')).toBeNull()
    expect(screen.queryByTestId('kit-all-wallets')).toBeNull()
  })

  it('features.connectorTypeOrder puts the named sections first', async () => {
    const ledger: Connector = {
      ...testConnector,
      id: 'ledger',
      name: 'Ledger',
      type: 'EXTERNAL',
      info: undefined,
    }
    await open({
      api: createModalApi({ wallets: [createCatalogueWallet(1), createCatalogueWallet(2)] }),
      connectors: [testConnector, ledger],
      kitOptions: {
        featuredWalletIds: ['wallet-1'],
        features: { connectorTypeOrder: ['external', 'featured'] },
      },
    })
    const list = await screen.findByTestId('kit-wallet-list')
    await waitFor(() => expect(list.querySelector('[data-section="featured"]')).not.toBeNull())
    const order = Array.from(list.querySelectorAll('[data-section]'), (section) =>
      section.getAttribute('data-section'),
    )
    expect(order.slice(0, 3)).toEqual(['external', 'featured', 'injected'])
  })

  it('names the AppKit options Kit does not apply once the modal mounts, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => warn.mockRestore())
    await open({ strict: true, kitOptions: { enableCoinbase: true } })
    const named = warn.mock.calls.filter(([message]) => String(message).includes('enableCoinbase'))
    expect(named).toEqual([
      ['[kit] `enableCoinbase` is accepted but not applied: Kit has no Coinbase SDK connector'],
    ])
  })

  it('connectorImages replaces a wallet image by connector id', async () => {
    await open({ kitOptions: { connectorImages: { 'io.metamask': 'https://app.example/mm.png' } } })
    const row = await screen.findByTestId('kit-wallet-row')
    expect(row.querySelector('img')?.getAttribute('src')).toBe('https://app.example/mm.png')
  })
})
