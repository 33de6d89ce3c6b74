import { fetchTokenBalances } from '@kit/core'
import { createDeferred, type FakeRoute, httpError } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { tokenBalance } from '../test/accountFixtures.js'
import { connectAndOpen } from '../test/connectAndOpen.js'
import { createModalApi } from '../test/createModalApi.js'
import { cleanupModal, renderModal } from '../test/renderModal.js'

afterEach(cleanupModal)

const uint256Max = '115792089237316195423570985008687907853269984665640564039457584007913129639935'

async function openTokens(balances: FakeRoute) {
  const api = createModalApi({ routes: { '/v1/account/': balances } })
  const rendered = renderModal({ api })
  await connectAndOpen(rendered.kit)
  await screen.findByTestId('kit-account-tab-panel')
  return { ...rendered, api }
}

describe('TokenList', () => {
  it('lists each token with its icon, name, compact amount and USD value', async () => {
    await openTokens(() => ({
      balances: [
        tokenBalance(),
        tokenBalance({
          name: 'Unlimited Coin',
          symbol: 'UNL',
          address: 'eip155:1:0x0000000000000000000000000000000000000001',
          value: 1e308,
          price: 0,
          quantity: { decimals: 18, numeric: `${uint256Max}.5` },
          iconUrl: 'javascript:alert(1)',
        }),
        tokenBalance({
          name: 'Dust',
          symbol: 'DST',
          address: 'eip155:1:0x0000000000000000000000000000000000000002',
          value: 0,
          quantity: { decimals: 6, numeric: '0.000001' },
        }),
      ],
    }))
    const rows = await screen.findAllByTestId('kit-token-row')
    expect(rows.map((row) => row.getAttribute('data-symbol'))).toEqual(['ETH', 'UNL', 'DST'])
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ether1.5 ETH$3,000.00',
      'Unlimited Coin>999T UNL>$999T',
      'Dust<0.0001 DST$0.00',
    ])
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe('https://icons.example/eth.png')
    expect(rows[1]!.querySelector('img')).toBeNull()
    for (const row of rows) expect(row.textContent).not.toMatch(/e\+|NaN|Infinity/)
  })

  it('shows skeleton rows while the balances load', async () => {
    const gate = createDeferred()
    await openTokens(async () => {
      await gate.promise
      return { balances: [tokenBalance()] }
    })
    expect((await screen.findAllByTestId('kit-token-skeleton')).length).toBeGreaterThan(0)
    expect(screen.queryByTestId('kit-token-row')).toBeNull()
    await act(async () => gate.resolve())
    await waitFor(() => expect(screen.getAllByTestId('kit-token-row')).toHaveLength(1))
    expect(screen.queryByTestId('kit-token-skeleton')).toBeNull()
  })

  it('says there are no tokens yet', async () => {
    await openTokens(() => ({ balances: [] }))
    expect(await screen.findByText('No tokens yet')).toBeTruthy()
    expect(screen.getByText('Tokens you hold on this network will show here.')).toBeTruthy()
  })

  it('says Token Balance Unavailable with a Retry when the first load fails', async () => {
    const { kit, api } = await openTokens(() => httpError(400))
    await screen.findByTestId('kit-tokens-retry')
    expect(screen.getByRole('alert').textContent).toContain('Token Balance Unavailable')
    expect(screen.queryByTestId('kit-token-row')).toBeNull()
    // Connecting can load the tokens twice; the first failure's button may be replaced by the
    // second load's: click the one on the page once the loads have ended.
    await waitFor(() =>
      expect(kit.stores.chains.namespaces.eip155!.account.tokens.status).toBe('error'),
    )
    const before = kit.stores.chains.namespaces.eip155!.account.tokens
    fireEvent.click(screen.getByTestId('kit-tokens-retry'))
    // The API pauses balance requests for 30 s after a failure: the retry still ends in the
    // same message, and never in an unhandled error.
    await waitFor(() =>
      expect(kit.stores.chains.namespaces.eip155!.account.tokens.status).toBe('error'),
    )
    expect(kit.stores.chains.namespaces.eip155!.account.tokens).not.toBe(before)
    expect(screen.getByRole('alert').textContent).toContain('Token Balance Unavailable')
    expect(api.requestsTo('/v1/account/').length).toBeGreaterThan(0)
  })

  it('keeps the last rows, marked stale, when a refresh fails', async () => {
    let fail = false
    const { kit } = await openTokens(() => (fail ? httpError(400) : { balances: [tokenBalance()] }))
    await screen.findByTestId('kit-token-row')
    fail = true
    await act(() => fetchTokenBalances(kit, { force: true }))
    const row = screen.getByTestId('kit-token-row')
    expect(row.getAttribute('data-stale')).toBe('true')
    expect(row.textContent).toBe('Ether1.5 ETH$3,000.00')
    expect(screen.getByRole('alert').textContent).toContain('Token Balance Unavailable')
    expect(screen.getByTestId('kit-tokens-retry').textContent).toBe('Retry')
  })
})
