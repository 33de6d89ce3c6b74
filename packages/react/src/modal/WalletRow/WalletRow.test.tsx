import type { Connector } from '@kit/core'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WalletRow } from './WalletRow.js'

afterEach(cleanup)

const noop = () => {}

function connector(overrides: Partial<Connector> = {}): Connector {
  return { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155', ...overrides }
}

describe('WalletRow', () => {
  it('B09: a suspicious lookalike shows CHECK with a hint, not INSTALLED', () => {
    const { getByTestId } = render(
      <WalletRow
        connector={connector({ name: 'MetaM\u0430sk', suspicious: true })}
        section="injected"
        onSelect={noop}
      />,
    )
    const row = getByTestId('kit-wallet-row')
    expect(row.textContent).toBe('MetaM\u0430skCHECK')
    expect(row.getAttribute('title')).toMatch(/Check that this is the wallet you installed/)
  })

  it.each(['\u3164', '\u115f\u115f', '\u2800', '\ufe0f'])(
    'B09: a name made only of %j reads "Unknown wallet"',
    (name) => {
      const { getByTestId } = render(
        <WalletRow connector={connector({ name })} section="injected" onSelect={noop} />,
      )
      expect(getByTestId('kit-wallet-row').querySelector('bdi')?.textContent).toBe('Unknown wallet')
    },
  )
})
