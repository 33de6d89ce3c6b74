import type { Transaction } from '@kit/core'
import { type FakeRoute, httpError } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { historyRow } from '../../../test/accountFixtures.js'
import { connectAndOpen } from '../../../test/connectAndOpen.js'
import { createModalApi } from '../../../test/createModalApi.js'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'

afterEach(cleanupModal)

const now = new Date()
const thisYear = now.getFullYear()
const at = (year: number, month: number) => new Date(year, month, 14, 12).toISOString()

/** The account's history as pages of `size` rows, cursor = index of the next row. */
function paged(rows: Transaction[], size = 2): FakeRoute {
  return (request) => {
    const start = Number(request.query.get('cursor') ?? '0')
    const next = start + size < rows.length ? String(start + size) : null
    return { data: rows.slice(start, start + size), next }
  }
}

async function openTransactions(history: FakeRoute, { fromTab = true } = {}) {
  const api = createModalApi({
    routes: {
      '/v1/account/': (request) =>
        request.path.endsWith('/history') ? history(request) : { balances: [] },
    },
  })
  const rendered = renderModal({ api })
  await connectAndOpen(rendered.kit)
  if (fromTab) {
    fireEvent.click(await screen.findByTestId('kit-account-tab-activity'))
    fireEvent.click(await screen.findByTestId('kit-activity-all'))
  } else {
    act(() => {
      rendered.kit.stores.router.history.push('Transactions')
      rendered.kit.stores.router.view = 'Transactions'
    })
  }
  const historyRequests = () =>
    api.requestsTo('/v1/account/').filter((r) => r.path.endsWith('/history'))
  return { ...rendered, api, historyRequests }
}

/** The rows of the Transactions view (the Account view may still be fading out beside it). */
const hashes = () =>
  within(screen.getByTestId('kit-transactions'))
    .getAllByTestId('kit-activity-row')
    .map((row) => row.getAttribute('data-hash'))

describe('TransactionsView', () => {
  it('opens from the Activity tab, titled Activity, grouped by year then month', async () => {
    const rows = [
      historyRow({ minedAt: now.toISOString() }),
      historyRow({ minedAt: at(thisYear - 1, 10) }),
      historyRow({ minedAt: at(thisYear - 1, 2) }),
      historyRow({ minedAt: at(thisYear - 2, 6) }),
    ]
    await openTransactions(() => ({ data: rows, next: null }))
    await screen.findByTestId('kit-transactions')
    expect(screen.getByTestId('kit-title').textContent).toBe('Activity')
    expect(screen.getAllByTestId('kit-transactions-year').map((h) => h.textContent)).toEqual([
      String(thisYear),
      String(thisYear - 1),
      String(thisYear - 2),
    ])
    const lastYear = screen
      .getByTestId('kit-transactions')
      .querySelector(`[data-year="${thisYear - 1}"]`) as HTMLElement
    expect(
      within(lastYear)
        .getAllByTestId('kit-transactions-month')
        .map((h) => h.textContent),
    ).toEqual(['November', 'March'])
    expect(screen.getAllByTestId('kit-transactions-month')[0]?.textContent).toBe('This month')
    expect(hashes()).toEqual(rows.map((row) => row.metadata.hash))
    expect(screen.getByTestId('kit-transactions-end').textContent).toBe('No older transactions')
  })

  it('pages through the cursor with Load more, going on from the tab', async () => {
    const rows = [0, 1, 2, 3, 4].map((month) =>
      historyRow({ minedAt: at(thisYear - 1, 10 - month) }),
    )
    const { historyRequests } = await openTransactions(paged(rows))
    await screen.findByTestId('kit-transactions')
    // The tab's first page is kept, not asked for again.
    expect(hashes()).toEqual(rows.slice(0, 2).map((row) => row.metadata.hash))
    expect(historyRequests().map((r) => r.query.get('cursor'))).toEqual([null])
    fireEvent.click(screen.getByTestId('kit-transactions-more'))
    await waitFor(() => expect(hashes()).toHaveLength(4))
    fireEvent.click(screen.getByTestId('kit-transactions-more'))
    await waitFor(() => expect(hashes()).toEqual(rows.map((row) => row.metadata.hash)))
    expect(historyRequests().map((r) => r.query.get('cursor'))).toEqual([null, '2', '4'])
    expect(screen.queryByTestId('kit-transactions-more')).toBeNull()
    expect(screen.getByTestId('kit-transactions-end')).toBeTruthy()
  })

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = []
    class FakeObserver {
      entry: (typeof observed)[number]
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback }
        observed.push(this.entry)
      }
      observe(target: Element) {
        this.entry.target = target
      }
      disconnect() {
        observed.splice(observed.indexOf(this.entry), 1)
      }
    }
    Object.defineProperty(globalThis, 'IntersectionObserver', {
      configurable: true,
      value: FakeObserver,
    })
    try {
      const rows = [0, 1, 2].map((month) => historyRow({ minedAt: at(thisYear - 1, 9 - month) }))
      const { historyRequests } = await openTransactions(paged(rows))
      await screen.findByTestId('kit-transactions-more')
      await waitFor(() => expect(observed).toHaveLength(1))
      const [{ callback, target }] = observed as [(typeof observed)[number]]
      expect(target?.contains(screen.getByTestId('kit-transactions-more'))).toBe(true)
      act(() =>
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      )
      await waitFor(() => expect(hashes()).toHaveLength(3))
      expect(historyRequests().map((r) => r.query.get('cursor'))).toEqual([null, '2'])
    } finally {
      Reflect.deleteProperty(globalThis, 'IntersectionObserver')
    }
  })

  it('shows skeleton rows while the first page loads', async () => {
    let answer: (page: unknown) => void = () => {}
    await openTransactions(() => new Promise((resolve) => (answer = resolve)), { fromTab: false })
    expect((await screen.findAllByTestId('kit-transactions-skeleton')).length).toBe(5)
    answer({ data: [historyRow()], next: null })
    await screen.findByTestId('kit-transactions')
    expect(screen.queryByTestId('kit-transactions-skeleton')).toBeNull()
  })

  it('hides spam and other chains (SPEC §5)', async () => {
    const shown = historyRow()
    const spam = historyRow({}, [
      {
        direction: 'in',
        quantity: { numeric: '1' },
        nft_info: { name: 'Free prize', flags: { is_spam: true } },
      } as Transaction['transfers'][number],
    ])
    const otherChain = historyRow({ chain: 'eip155:10' })
    await openTransactions(() => ({ data: [spam, shown, otherChain], next: null }), {
      fromTab: false,
    })
    await screen.findByTestId('kit-transactions')
    expect(hashes()).toEqual([shown.metadata.hash])
  })

  it('says so when there is no history', async () => {
    await openTransactions(() => ({ data: [], next: null }), { fromTab: false })
    const empty = await screen.findByTestId('kit-transactions-empty')
    expect(empty.textContent).toContain('No activity yet')
  })

  it('says Failed to fetch transactions, and retries', async () => {
    let fail = true
    await openTransactions(() => (fail ? httpError(400) : { data: [historyRow()], next: null }), {
      fromTab: false,
    })
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch transactions')
    fail = false
    fireEvent.click(screen.getByTestId('kit-transactions-retry'))
    await screen.findByTestId('kit-transactions')
    expect(hashes()).toHaveLength(1)
  })

  it('keeps the rows shown when a later page fails, and retries that page', async () => {
    const rows = [0, 1, 2].map((month) => historyRow({ minedAt: at(thisYear - 1, 9 - month) }))
    let fail = false
    const page = paged(rows)
    const { historyRequests } = await openTransactions(
      (request) => (fail ? httpError(400) : page(request)),
      { fromTab: false },
    )
    const more = await screen.findByTestId('kit-transactions-more')
    fail = true
    fireEvent.click(more)
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch transactions')
    expect(hashes()).toHaveLength(2)
    fail = false
    fireEvent.click(screen.getByTestId('kit-transactions-retry'))
    await waitFor(() => expect(hashes()).toEqual(rows.map((row) => row.metadata.hash)))
    expect(historyRequests().map((r) => r.query.get('cursor'))).toEqual([null, '2', '2'])
  })

  it('has no axe violations', async () => {
    await openTransactions(() => ({
      data: [historyRow(), historyRow({ minedAt: at(thisYear - 1, 1) })],
      next: '2',
    }))
    await screen.findByTestId('kit-transactions')
    await expectAxeClean()
  })
})
