import { type CatalogueWallet, openModal } from '@kit/core'
import { pushView } from '@kit/core/modules/actions/pushView'
import { createCatalogueWallet, type FakeRoute, httpError } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createModalApi } from '../../../test/createModalApi.js'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'
import { testConnector } from '../../../test/testWallet.js'
import { suggestWallets } from './GetWalletView.js'

afterEach(cleanupModal)

const withPage = (i: number, overrides: Partial<CatalogueWallet> = {}) =>
  createCatalogueWallet(i, { homepage: `https://wallet-${i}.example`, ...overrides })

async function openGetWallet(wallets: CatalogueWallet[], routes?: Record<string, FakeRoute>) {
  const api = createModalApi({ wallets, routes })
  const rendered = renderModal({ api, connectors: [testConnector] })
  act(() => openModal(rendered.kit, { view: 'GetWallet' }))
  await waitFor(() => expect(screen.getByTestId('kit-title').textContent).toBe('Get a wallet'))
  return { ...rendered, api }
}

const rowIds = () =>
  screen.queryAllByTestId('kit-get-wallet-row').map((row) => row.getAttribute('data-wallet-id'))

describe('suggestWallets', () => {
  it('keeps the order given, each wallet once, drops installed wallets and those without a safe page, at most 8', () => {
    const wallets = [
      withPage(1, { rdns: 'io.metamask' }),
      withPage(2),
      withPage(2),
      withPage(3, { homepage: 'http://insecure.example' }),
      createCatalogueWallet(4, { play_store: 'https://play.google.com/store/apps/details?id=4' }),
      ...Array.from({ length: 10 }, (_, i) => withPage(i + 5)),
    ]
    const ids = suggestWallets(wallets, new Set(['io.metamask'])).map((w) => w.id)
    expect(ids).toEqual([
      'wallet-2',
      'wallet-4',
      'wallet-5',
      'wallet-6',
      'wallet-7',
      'wallet-8',
      'wallet-9',
      'wallet-10',
    ])
  })
})

describe('GetWalletView', () => {
  it('suggests the catalogue’s wallets to get, not the one installed here; a row opens its downloads', async () => {
    const { kit } = await openGetWallet([
      withPage(1, { rdns: testConnector.info?.rdns ?? null }),
      withPage(2),
      createCatalogueWallet(3),
      withPage(4),
    ])
    await waitFor(() => expect(rowIds()).toEqual(['wallet-2', 'wallet-4']))
    expect(screen.getByRole('heading', { name: 'Suggested wallets' })).toBeTruthy()
    fireEvent.click(screen.getAllByTestId('kit-get-wallet-row')[1] as HTMLElement)
    expect(kit.stores.router.view).toBe('Downloads')
    expect(kit.stores.router.data?.wallet?.id).toBe('wallet-4')
    await waitFor(() => expect(screen.getByTestId('kit-title').textContent).toBe('Wallet 4'))
  })

  it('suggests the host’s featured wallets first', async () => {
    const api = createModalApi({ wallets: [withPage(1), withPage(2), withPage(3)] })
    const { kit } = renderModal({
      api,
      connectors: [],
      kitOptions: { featuredWalletIds: ['wallet-3'] },
    })
    act(() => openModal(kit))
    await screen.findByText('Wallet 3')
    act(() => pushView(kit, { view: 'WhatIsAWallet' }))
    fireEvent.click(await screen.findByTestId('kit-get-wallet', {}, { timeout: 10_000 }))
    await waitFor(() => expect(rowIds()).toEqual(['wallet-3', 'wallet-1', 'wallet-2']))
  })

  it('shows skeleton rows while the catalogue loads', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await openGetWallet([], {
      '/getWallets': async () => {
        await held
        return { count: 1, data: [withPage(1)] }
      },
    })
    await waitFor(() =>
      expect(document.querySelector('.kit-get-wallet')?.getAttribute('aria-busy')).toBe('true'),
    )
    expect(document.querySelectorAll('.kit-get-wallet__skeleton')).toHaveLength(4)
    release()
    await waitFor(() => expect(rowIds()).toEqual(['wallet-1']))
    expect(document.querySelector('.kit-get-wallet')?.getAttribute('aria-busy')).toBe('false')
  })

  it('says what failed and retries', async () => {
    let fail = true
    const { api } = await openGetWallet([], {
      '/getWallets': () => (fail ? httpError(500) : { count: 1, data: [withPage(7)] }),
    })
    const retry = await screen.findByTestId('kit-get-wallet-retry')
    fail = false
    fireEvent.click(retry)
    await waitFor(() => expect(rowIds()).toEqual(['wallet-7']))
    expect(api.requestsTo('/getWallets').length).toBeGreaterThanOrEqual(2)
  })

  it('says so when no wallet has a page to download it from', async () => {
    await openGetWallet([createCatalogueWallet(1), createCatalogueWallet(2)])
    expect(await screen.findByText('No wallets to suggest')).toBeTruthy()
    expect(rowIds()).toEqual([])
  })

  it('has no axe violations', async () => {
    await openGetWallet([withPage(1), withPage(2)])
    await waitFor(() => expect(rowIds()).toHaveLength(2))
    await expectAxeClean()
  })
})
