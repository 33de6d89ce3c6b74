import { switchNetwork } from '@kit/core'
import { optimism } from '@kit/core/networks'
import { type FakeRoute, httpError } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { historyRow } from '../test/accountFixtures.js'
import { connectAndOpen } from '../test/connectAndOpen.js'
import { createModalApi } from '../test/createModalApi.js'
import { cleanupModal, renderModal } from '../test/renderModal.js'

afterEach(cleanupModal)

async function openActivity(history: FakeRoute) {
  const api = createModalApi({
    routes: {
      '/v1/account/': (request) =>
        request.path.endsWith('/history') ? history(request) : { balances: [] },
    },
  })
  const rendered = renderModal({ api })
  await connectAndOpen(rendered.kit)
  fireEvent.click(await screen.findByTestId('kit-account-tab-activity'))
  const historyRequests = () =>
    api.requestsTo('/v1/account/').filter((r) => r.path.endsWith('/history'))
  return { ...rendered, api, historyRequests }
}

const now = new Date()
const lastYear = now.getFullYear() - 1
const inNovemberLastYear = new Date(lastYear, 10, 14, 12).toISOString()

describe('ActivityList', () => {
  it('groups rows by month under "This month" and "November <year>" headings', async () => {
    const sent = historyRow()
    const received = historyRow(
      {
        operationType: 'receive',
        minedAt: inNovemberLastYear,
        sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      },
      [
        {
          direction: 'in',
          quantity: { numeric: '1200' },
          fungible_info: { name: 'USD Coin', symbol: 'USDC' },
        },
      ],
    )
    await openActivity(() => ({ data: [sent, received], next: null }))
    await screen.findAllByTestId('kit-activity-row')
    expect(screen.getAllByTestId('kit-activity-heading').map((h) => h.textContent)).toEqual([
      'This month',
      `November ${lastYear}`,
    ])
    const rows = screen.getAllByTestId('kit-activity-row')
    expect(rows.map((row) => row.getAttribute('data-hash'))).toEqual([
      sent.metadata.hash,
      received.metadata.hash,
    ])
    expect(rows[0]!.textContent).toContain('Sent')
    expect(rows[0]!.textContent).toContain('to 0x7099…dc79C8')
    expect(rows[0]!.textContent).toContain('0.25 ETH')
    expect(rows[1]!.textContent).toContain('Received')
    expect(rows[1]!.textContent).toContain('from 0x7099…dc79C8')
    expect(rows[1]!.textContent).toContain('1,200 USDC')
    expect(rows[1]!.textContent).toContain('Nov 14')
    // Shown only: nothing to click or tab to.
    expect(rows[0]!.tagName).toBe('DIV')
    expect(rows[0]!.querySelector('button, a, [tabindex]')).toBeNull()
  })

  it('flags zero-value, dust and unknown-token transfers with CHECK', async () => {
    const plain = historyRow()
    const zero = historyRow({ operationType: 'receive' }, [
      {
        direction: 'in',
        quantity: { numeric: '0' },
        fungible_info: { name: 'USD Coin', symbol: 'USDC' },
      },
    ])
    const dust = historyRow({ operationType: 'receive' }, [
      {
        direction: 'in',
        quantity: { numeric: '0.0000001' },
        fungible_info: { name: 'Ether', symbol: 'ETH' },
      },
    ])
    const unknown = historyRow({ operationType: 'receive' }, [
      { direction: 'in', quantity: { numeric: '100' } },
    ])
    await openActivity(() => ({ data: [plain, zero, dust, unknown], next: null }))
    const rows = await screen.findAllByTestId('kit-activity-row')
    expect(rows.map((row) => row.hasAttribute('data-flagged'))).toEqual([false, true, true, true])
    expect(rows.map((row) => row.textContent!.includes('CHECK'))).toEqual([false, true, true, true])
    expect(rows[1]!.querySelector('.kit-pill--warning')?.getAttribute('title')).toMatch(
      /lookalike address/,
    )
  })

  it('loads more while there is a next page', async () => {
    const first = historyRow()
    const second = historyRow()
    const { historyRequests } = await openActivity((request) =>
      request.query.get('cursor') === 'page-2'
        ? { data: [second], next: null }
        : { data: [first], next: 'page-2' },
    )
    await waitFor(() => expect(screen.getAllByTestId('kit-activity-row')).toHaveLength(1))
    fireEvent.click(screen.getByTestId('kit-activity-more'))
    await waitFor(() => expect(screen.getAllByTestId('kit-activity-row')).toHaveLength(2))
    expect(historyRequests().map((request) => request.query.get('cursor'))).toEqual([
      null,
      'page-2',
    ])
    expect(screen.queryByTestId('kit-activity-more')).toBeNull()
  })

  it('reloads from the top on the new network after a switch', async () => {
    const { kit, historyRequests } = await openActivity((request) => ({
      data: [historyRow({ chain: request.query.get('chainId')! })],
      next: null,
    }))
    await screen.findByTestId('kit-activity-row')
    await act(() => switchNetwork(kit, { network: optimism }))
    await waitFor(() => expect(historyRequests().at(-1)?.query.get('chainId')).toBe('eip155:10'))
    await waitFor(() => expect(screen.getAllByTestId('kit-activity-row')).toHaveLength(1))
    expect(historyRequests().at(-1)?.query.get('cursor')).toBeNull()
  })

  it('says there is no activity yet', async () => {
    await openActivity(() => ({ data: [], next: null }))
    expect(await screen.findByText('No activity yet')).toBeTruthy()
  })

  it('says Failed to fetch transactions, and retries', async () => {
    let fail = true
    await openActivity(() => (fail ? httpError(400) : { data: [historyRow()], next: null }))
    expect(await screen.findByText('Failed to fetch transactions')).toBeTruthy()
    expect(screen.queryByText('No activity yet')).toBeNull()
    fail = false
    fireEvent.click(screen.getByTestId('kit-activity-retry'))
    await waitFor(() => expect(screen.getAllByTestId('kit-activity-row')).toHaveLength(1))
  })

  it('S23: a transfer from a 4+4 lookalike of an address the account sent to carries a warning', async () => {
    const real = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const sentEarlier = historyRow({ sentTo: real, minedAt: new Date(2026, 0, 1).toISOString() })
    const poison = historyRow(
      {
        operationType: 'receive',
        sentFrom: '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79C8',
        sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        minedAt: new Date(2026, 0, 2).toISOString(),
      },
      [
        {
          direction: 'in',
          quantity: { numeric: '5' },
          fungible_info: { name: 'Ether', symbol: 'ETH' },
        },
      ],
    )
    await openActivity(() => ({ data: [poison, sentEarlier], next: null }))
    const rows = await screen.findAllByTestId('kit-activity-row')
    const marked = rows.find((row) => row.getAttribute('data-hash') === poison.metadata.hash)!
    const clean = rows.find((row) => row.getAttribute('data-hash') === sentEarlier.metadata.hash)!
    expect(marked.getAttribute('data-lookalike')).toBe('true')
    expect(marked.getAttribute('data-flagged')).toBe('true')
    expect(marked.textContent).toContain('LOOKALIKE')
    expect(marked.querySelector('[data-testid="kit-activity-lookalike"]')?.textContent).toBe(
      'Looks like 0x7099…dc79C8, an address you sent to before, but is a different address. Check the full address before sending to it.',
    )
    expect(clean.getAttribute('data-lookalike')).toBeNull()
    expect(clean.querySelector('[data-testid="kit-activity-lookalike"]')).toBeNull()
  })
})
