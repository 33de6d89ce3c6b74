import { type Connector, openModal } from '@kit/core'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testConnector } from '../../test/createMockAdapter.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'

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
      { ...testConnector, id: 'com.rabby', name: 'Rabby', type: 'INJECTED' },
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

  it('says so when no wallet is installed', async () => {
    const { kit } = renderModal({ connectors: [] })
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
      { ...testConnector, id: 'a', imageUrl: 'javascript:alert(1)' },
      { ...testConnector, id: 'b', imageUrl: 'data:text/html,<script>alert(1)</script>' },
      { ...testConnector, id: 'c', imageUrl: '//evil.example/icon.png' },
      { ...testConnector, id: 'd', imageUrl: undefined },
    ])
    const rows = screen.getAllByTestId('kit-wallet-row')
    expect(rows).toHaveLength(4)
    for (const row of rows) {
      expect(row.querySelector('img')).toBeNull()
      expect(row.querySelector('[data-placeholder] svg')).not.toBeNull()
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
})
