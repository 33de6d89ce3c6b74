import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal } from '../../../test/renderModal.js'
import { openSwap } from '../test/openSwap.js'

afterEach(cleanupModal)

const rows = () =>
  screen.getAllByTestId('kit-swap-token').map((row) => row.getAttribute('data-symbol'))

async function openPicker(side: 'from' | 'to') {
  await openSwap()
  fireEvent.click(await screen.findByTestId(`kit-swap-${side}`))
  await screen.findByTestId('kit-swap-select-token')
}

describe('SwapSelectTokenView', () => {
  it("lists the API's tokens, the account's holdings first with their balances", async () => {
    await openPicker('to')
    expect(screen.getByTestId('kit-title').textContent).toBe('Select Token')
    await waitFor(() => expect(rows()).toEqual(['ETH', 'KUSD', 'KBTC']))
    const list = screen.getByTestId('kit-swap-select-token').textContent
    expect(list).toContain('Your tokens')
    expect(list).toContain('All tokens')
    const [eth] = screen.getAllByTestId('kit-swap-token')
    expect(eth?.textContent).toContain('2')
    expect(eth?.textContent).toContain('$6,000.00')
  })

  it('marks the chosen token and searches by symbol or name', async () => {
    await openPicker('from')
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(screen.getAllByTestId('kit-swap-token')[0]?.getAttribute('aria-current')).toBe('true')
    const search = screen.getByTestId('kit-swap-search')
    fireEvent.change(search, { target: { value: 'btc' } })
    expect(rows()).toEqual(['KBTC'])
    fireEvent.change(search, { target: { value: 'kit usd' } })
    expect(rows()).toEqual(['KUSD'])
    fireEvent.change(search, { target: { value: 'doge' } })
    expect(screen.getByTestId('kit-swap-select-token').textContent).toContain(
      'No token matches “doge”.',
    )
  })

  it('fills the side it was opened for and goes back to Swap', async () => {
    await openPicker('to')
    await waitFor(() => expect(rows()).toHaveLength(3))
    fireEvent.click(screen.getAllByTestId('kit-swap-token')[2] as HTMLElement)
    await screen.findByTestId('kit-swap')
    expect(screen.getByTestId('kit-swap-to').getAttribute('data-symbol')).toBe('KBTC')
  })

  it('has no axe violations', async () => {
    await openPicker('to')
    await waitFor(() => expect(rows()).toHaveLength(3))
    await expectAxeClean()
  })
})
