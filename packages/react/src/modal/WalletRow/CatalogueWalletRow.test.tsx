import { createCatalogueWallet } from '@kit/test-fixtures'
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CatalogueWalletRow } from './CatalogueWalletRow.js'

afterEach(cleanup)

const noop = () => {}

describe('CatalogueWalletRow', () => {
  it('shows the icon, the name as text and the status pill', () => {
    const wallet = createCatalogueWallet(1)
    const chosen: string[] = []
    const { getByTestId, rerender } = render(
      <CatalogueWalletRow
        wallet={wallet}
        imageSrc="https://img.example/1.png"
        installed
        onSelect={(w) => chosen.push(w.id)}
      />,
    )
    const row = getByTestId('kit-wallet-row')
    expect(row.getAttribute('data-wallet-id')).toBe('wallet-1')
    expect(row.textContent).toBe('Wallet 1INSTALLED')
    expect(row.querySelector('img')?.getAttribute('src')).toBe('https://img.example/1.png')
    fireEvent.click(row)
    expect(chosen).toEqual(['wallet-1'])
    rerender(
      <CatalogueWalletRow wallet={wallet} imageSrc={undefined} installed recent onSelect={noop} />,
    )
    expect(getByTestId('kit-wallet-row').textContent).toBe('Wallet 1RECENT')
  })

  it('shows a hostile name capped, without bidi controls, and without a badge', () => {
    const name = `\u202eksaMateM<img src=x onerror=alert(1)>${'W'.repeat(500)}`
    const { getByTestId, queryByTestId } = render(
      <CatalogueWalletRow
        wallet={createCatalogueWallet(1, { name, badge_type: 'certified' })}
        imageSrc="javascript:alert(1)"
        onSelect={noop}
      />,
    )
    const label = getByTestId('kit-wallet-row').querySelector('bdi')!
    expect(label.textContent!.startsWith('ksaMateM<img')).toBe(true)
    expect(label.textContent).not.toContain('\u202e')
    expect(Array.from(label.textContent!).length).toBeLessThanOrEqual(64)
    expect(getByTestId('kit-wallet-row').querySelector('img')).toBeNull()
    expect(queryByTestId('kit-wallet-certified')).toBeNull()
  })

  it.each(['Met\u0251Mask', 'Coin\u0299ase', 'MetaMas\u0199', '\u028Detamask'])(
    'B09: a certified wallet named %j loses its badge',
    (name) => {
      const { queryByTestId } = render(
        <CatalogueWalletRow
          wallet={createCatalogueWallet(1, { name, badge_type: 'certified' })}
          imageSrc={undefined}
          onSelect={noop}
        />,
      )
      expect(queryByTestId('kit-wallet-certified')).toBeNull()
    },
  )

  it.each(['\u3164', '\u115f\u115f', '\u2800', '\ufe0f'])(
    'B09: a name made only of %j reads "Unknown wallet"',
    (name) => {
      const { getByTestId } = render(
        <CatalogueWalletRow
          wallet={createCatalogueWallet(1, { name })}
          imageSrc={undefined}
          onSelect={noop}
        />,
      )
      expect(getByTestId('kit-wallet-row').querySelector('bdi')?.textContent).toBe('Unknown wallet')
    },
  )
})
