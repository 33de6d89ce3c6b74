import { type Connector, connect, disconnect, openModal } from '@kit/core'
import { createCatalogueWallet } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createModalApi } from '../../test/createModalApi.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'
import { testConnector } from '../../test/testWallet.js'

afterEach(cleanupModal)

async function openWith(connectors: Connector[]) {
  const { kit } = renderModal({ connectors })
  act(() => openModal(kit))
  return screen.findByTestId('kit-wallet-list')
}

describe('ConnectView', () => {
  it('lists installed wallets with their icon and an INSTALLED pill', async () => {
    const list = await openWith([
      testConnector,
      {
        ...testConnector,
        id: 'com.rabby',
        name: 'Rabby',
        type: 'INJECTED',
        info: { rdns: 'io.rabby' },
      },
    ])
    const rows = screen.getAllByTestId('kit-wallet-row')
    expect(rows.map((row) => row.getAttribute('data-connector-id'))).toEqual([
      'io.metamask',
      'com.rabby',
    ])
    expect(rows[0]!.tagName).toBe('BUTTON')
    expect(rows[0]!.textContent).toBe('MetaMaskINSTALLED')
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe(testConnector.imageUrl)
    expect(list.contains(rows[1]!)).toBe(true)
  })

  it('says so when no wallet is installed and the catalogue is off', async () => {
    const { kit } = renderModal({ connectors: [], kitOptions: { features: { allWallets: false } } })
    act(() => openModal(kit))
    expect(await screen.findByText('No wallet found')).toBeTruthy()
    expect(screen.getByText('Install a browser wallet, then reload this page.')).toBeTruthy()
    expect(screen.queryByTestId('kit-wallet-list')).toBeNull()
  })

  it('flags a wallet whose name another wallet also uses', async () => {
    await openWith([{ ...testConnector, suspicious: true }])
    const row = screen.getByTestId('kit-wallet-row')
    expect(row.textContent).toContain('CHECK')
    expect(row.textContent).not.toContain('INSTALLED')
    expect(row.getAttribute('title')).toMatch(/Another wallet uses the same name/)
  })

  it('shows a hostile name as capped text without bidi controls', async () => {
    const name = `\u202eksaMateM<img src=x onerror=alert(1)>${'W'.repeat(10_000)}`
    await openWith([{ ...testConnector, name }])
    const row = screen.getByTestId('kit-wallet-row')
    const label = row.querySelector('bdi')!
    expect(label.textContent!.startsWith('ksaMateM<img src=x onerror=alert(1)>')).toBe(true)
    expect(label.textContent).not.toContain('\u202e')
    expect(Array.from(label.textContent!).length).toBeLessThanOrEqual(64)
    expect(label.textContent!.endsWith('…')).toBe(true)
    expect(row.querySelectorAll('img')).toHaveLength(1)
  })

  it('never puts an unsafe icon in an img src', async () => {
    await openWith([
      { ...testConnector, id: 'a', info: { rdns: 'x.a' }, imageUrl: 'javascript:alert(1)' },
      {
        ...testConnector,
        id: 'b',
        info: { rdns: 'x.b' },
        imageUrl: 'data:text/html,<script>alert(1)</script>',
      },
      { ...testConnector, id: 'c', info: { rdns: 'x.c' }, imageUrl: '//evil.example/icon.png' },
      { ...testConnector, id: 'd', info: { rdns: 'x.d' }, imageUrl: undefined },
    ])
    const rows = screen.getAllByTestId('kit-wallet-row')
    expect(rows).toHaveLength(4)
    for (const row of rows) {
      expect(row.querySelector('img')).toBeNull()
      expect(row.querySelector('[data-placeholder] .kit-icon')).not.toBeNull()
    }
  })

  it('opens the connecting view for the chosen wallet', async () => {
    const { kit } = renderModal()
    act(() => openModal(kit))
    const row = await screen.findByTestId('kit-wallet-row')
    act(() => row.click())
    expect(kit.stores.router.view).toBe('ConnectingExternal')
    expect(kit.stores.router.data?.connector?.id).toBe('io.metamask')
  })

  it('orders recent, installed, featured, custom, external and recommended, then All Wallets', async () => {
    const rabby: Connector = {
      ...testConnector,
      id: 'com.rabby',
      name: 'Rabby',
      info: { rdns: 'io.rabby' },
    }
    const ledger: Connector = {
      ...testConnector,
      id: 'ledger',
      name: 'Ledger',
      type: 'EXTERNAL',
      info: undefined,
    }
    const api = createModalApi({
      wallets: Array.from({ length: 30 }, (_, i) =>
        createCatalogueWallet(i + 1, i === 1 ? { rdns: 'io.rabby' } : {}),
      ),
    })
    const { kit } = renderModal({
      api,
      connectors: [testConnector, rabby, ledger],
      kitOptions: {
        featuredWalletIds: ['wallet-3', 'wallet-1'],
        customWallets: [{ id: 'custom-1', name: 'House Wallet' }],
      },
    })
    await act(() => connect(kit, { connectorId: 'com.rabby' }))
    await act(() => disconnect(kit))
    act(() => openModal(kit))
    const list = await screen.findByTestId('kit-wallet-list')
    await waitFor(() => expect(list.querySelector('[data-section="recommended"]')).not.toBeNull())
    const sections = Array.from(list.querySelectorAll('[data-section]'), (section) => [
      section.getAttribute('data-section'),
      Array.from(
        section.querySelectorAll('[data-testid="kit-wallet-row"]'),
        (row) => row.getAttribute('data-connector-id') ?? row.getAttribute('data-wallet-id'),
      ),
    ])
    expect(sections).toEqual([
      ['recent', ['com.rabby']],
      ['injected', ['io.metamask']],
      ['featured', ['wallet-3', 'wallet-1']],
      ['custom', ['custom-1']],
      ['external', ['ledger']],
      ['recommended', ['wallet-4', 'wallet-5', 'wallet-6', 'wallet-7']],
    ])
    expect(list.querySelector('[data-section="recent"]')!.textContent).toBe('RabbyRECENT')
    const all = screen.getByTestId('kit-all-wallets')
    expect(list.lastElementChild).toBe(all)
    expect(all.textContent).toBe('All Wallets30+')
    expect(api.requestsTo('/getWallets').length).toBeGreaterThan(0)
  })

  it('draws catalogue icons from the trusted catalogue origin only', async () => {
    const api = createModalApi({
      wallets: [
        createCatalogueWallet(1),
        createCatalogueWallet(2, { image_id: null, image_url: 'http://evil.example/x.png' }),
      ],
    })
    const { kit } = renderModal({
      api,
      kitOptions: {
        featuredWalletIds: ['wallet-1', 'wallet-2'],
        serviceUrls: { explorer: 'http://127.0.0.1:4010' },
      },
    })
    act(() => openModal(kit))
    const row = await screen.findByText('Wallet 1')
    const first = row.closest('button')!
    expect(first.querySelector('img')?.getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:4010\/getWalletImage\/image-1\?/,
    )
    const second = screen.getByText('Wallet 2').closest('button')!
    expect(second.querySelector('img')).toBeNull()
    expect(second.querySelector('[data-placeholder]')).not.toBeNull()
  })

  it('gives the certified badge only to a certified wallet with a plain name', async () => {
    const api = createModalApi({
      wallets: [
        createCatalogueWallet(1, { name: 'Honest Wallet', badge_type: 'certified' }),
        createCatalogueWallet(2, { name: 'MetaM\u0430sk', badge_type: 'certified' }),
        createCatalogueWallet(3, { name: 'Plain Wallet' }),
      ],
    })
    const { kit } = renderModal({
      api,
      kitOptions: { featuredWalletIds: ['wallet-1', 'wallet-2', 'wallet-3'] },
    })
    act(() => openModal(kit))
    await screen.findByText('Honest Wallet')
    const badges = screen
      .getAllByTestId('kit-wallet-certified')
      .map((badge) => badge.closest('[data-wallet-id]')!.getAttribute('data-wallet-id'))
    expect(badges).toEqual(['wallet-1'])
    expect(screen.getByRole('img', { name: 'Certified' })).toBeTruthy()
  })

  it('opens pairing for a catalogue wallet without an extension', async () => {
    const api = createModalApi({ wallets: [createCatalogueWallet(1), createCatalogueWallet(2)] })
    const { kit } = renderModal({
      api,
      kitOptions: { featuredWalletIds: ['wallet-2'] },
    })
    act(() => openModal(kit))
    fireEvent.click(await screen.findByText('Wallet 2'))
    expect(kit.stores.router.view).toBe('ConnectingWalletConnect')
    expect(kit.stores.router.data?.wallet?.id).toBe('wallet-2')
  })

  it('opens the whole catalogue from the All Wallets row, only when the feature is on', async () => {
    const { kit } = renderModal({ connectors: [] })
    act(() => openModal(kit))
    fireEvent.click(await screen.findByTestId('kit-all-wallets'))
    expect(kit.stores.router.view).toBe('AllWallets')
    expect((await screen.findByTestId('kit-title')).textContent).toBe('All Wallets')
    cleanupModal()
    const off = renderModal({ kitOptions: { features: { allWallets: false } } })
    act(() => openModal(off.kit))
    await screen.findByTestId('kit-wallet-list')
    expect(screen.queryByTestId('kit-all-wallets')).toBeNull()
  })
})
