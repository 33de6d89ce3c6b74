import { type CatalogueWallet, openModal } from '@kit/core'
import { createCatalogueWallet } from '@kit/test-fixtures'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'

afterEach(cleanupModal)

const wallet = createCatalogueWallet(3, {
  name: 'Iris Vault',
  chrome_store: 'https://chromewebstore.google.com/detail/iris-vault/abcdef',
  app_store: 'https://apps.apple.com/app/iris-vault/id3',
  play_store: 'https://play.google.com/store/apps/details?id=iris.vault',
  homepage: 'https://iris-vault.example',
})

async function openDownloads(chosen: CatalogueWallet | undefined) {
  const { kit } = renderModal()
  act(() => openModal(kit, { view: 'Downloads', data: { wallet: chosen } }))
  await waitFor(() => expect(kit.stores.router.view).toBe('Downloads'))
  return kit
}

const links = () => screen.queryAllByTestId('kit-download-link') as HTMLAnchorElement[]

describe('DownloadsView', () => {
  it('links to the wallet’s App Store, Google Play and home pages, in a new tab with no opener or Referer', async () => {
    await openDownloads(wallet)
    await screen.findByTestId('kit-downloads', {}, { timeout: 10_000 })
    expect(screen.getByTestId('kit-title').textContent).toBe('Iris Vault')
    expect(screen.getByRole('heading', { name: 'Get Iris Vault' })).toBeTruthy()
    expect(links().map((a) => [a.dataset.kind, a.textContent, a.getAttribute('href')])).toEqual([
      [
        'chromeStore',
        'Browser extension',
        'https://chromewebstore.google.com/detail/iris-vault/abcdef',
      ],
      ['appStore', 'App Store', 'https://apps.apple.com/app/iris-vault/id3'],
      ['playStore', 'Google Play', 'https://play.google.com/store/apps/details?id=iris.vault'],
      ['homepage', 'Website', 'https://iris-vault.example'],
    ])
    for (const link of links()) {
      expect(link.tagName).toBe('A')
      expect(link.target).toBe('_blank')
      expect(link.rel).toBe('noopener noreferrer')
      expect(link.getAttribute('referrerpolicy')).toBe('no-referrer')
    }
    expect(links()[1]?.getAttribute('aria-label')).toBe('App Store (opens in a new tab)')
  })

  it('offers no browser extension on a phone', async () => {
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')
    onTestFinished(() => agent.mockRestore())
    await openDownloads(wallet)
    await screen.findByTestId('kit-downloads', {}, { timeout: 10_000 })
    expect(links().map((a) => a.dataset.kind)).toEqual(['appStore', 'playStore', 'homepage'])
  })

  it('B12: offers only https pages; unsafe ones are left out', async () => {
    await openDownloads({
      ...wallet,
      app_store: 'itms-services://?action=download-manifest&url=https://x.example/a.plist',
      play_store: 'javascript:alert(1)',
      chrome_store: 'https://user:pass@chromewebstore.google.com/x',
      homepage: 'https://iris-vault.example',
    })
    await screen.findByTestId('kit-downloads', {}, { timeout: 10_000 })
    expect(links().map((a) => a.getAttribute('href'))).toEqual(['https://iris-vault.example'])
  })

  it('says so for a wallet with no page to download it from, or none chosen', async () => {
    await openDownloads({
      ...wallet,
      chrome_store: undefined,
      app_store: null,
      play_store: null,
      homepage: 'http://x.example',
    })
    expect(await screen.findByText('No download page', {}, { timeout: 10_000 })).toBeTruthy()
    cleanupModal()
    const kit = await openDownloads(undefined)
    expect(await screen.findByText('No download page', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByTestId('kit-title').textContent).toBe('Get a wallet')
    expect(kit.stores.router.view).toBe('Downloads')
  })

  it('isolates a right-to-left or odd wallet name in the heading', async () => {
    await openDownloads({ ...wallet, name: '\u202eIris' })
    await screen.findByTestId('kit-downloads', {}, { timeout: 10_000 })
    const heading = screen.getByRole('heading', { level: 3 })
    expect(heading.querySelector('bdi')).not.toBeNull()
  })

  it('has no axe violations', async () => {
    await openDownloads(wallet)
    await screen.findByTestId('kit-downloads', {}, { timeout: 10_000 })
    await expectAxeClean()
  })
})
