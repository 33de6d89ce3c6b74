import type { Kit, Transaction } from '@kit/core'
import { fetchTransactions } from '@kit/core/modules/actions/fetchTransactions'
import { listTransactionYears } from '@kit/core/modules/features/transactions/listTransactionYears'
import { useEffect, useId, useRef } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { useI18n } from '../../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { useKitState } from '../../../../utils/useKitState.js'
import { ActivityRow } from '../../../ActivityList/ActivityRow.js'
import { ActivityRowSkeletons } from '../../../ActivityList/ActivityRowSkeletons.js'
import { LoadError } from '../../../LoadError/LoadError.js'
import { Notice } from '../../../Notice/Notice.js'
import { Button } from '../../../primitives/Button/Button.js'
import { Text } from '../../../primitives/Text/Text.js'
import { findLookalikeCounterparties } from '../../../utils/findLookalikeCounterparties.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { catalogue } from '../messages/catalogue.js'
import transactionsViewCss from './TransactionsView.css?inline'

adoptStyles(
  'modal/features/transactions/TransactionsView/TransactionsView.css',
  transactionsViewCss,
)

/**
 * The account's whole history on the active network (SPEC §2): by year, then month, newest
 * first, the next page loading as the end of the list scrolls into view (or with Load more).
 * Spam and other chains' rows are already left out by core (SPEC §5).
 */
export default function TransactionsView({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const address = chain?.account.address
  const network = chain?.network.caipNetwork?.caipNetworkId
  const history = useKitState(kit, 'transactions')
  const { t: modalT, locale } = useI18n()
  const { t } = useFeatureTranslator(catalogue)
  const id = useId()
  useEffect(() => {
    if (!address || !network) return
    // The Activity tab's pages are kept: the history goes on from where the tab stopped.
    const { lastNetworkInView, transactions, error } = kit.stores.transactions
    if (lastNetworkInView !== network || error || transactions.length === 0)
      void fetchTransactions(kit, { reset: true })
  }, [kit, address, network])
  // Rows are stored unproxied and replaced whole, so the live map is the snapshot's.
  const years = listTransactionYears<Transaction>(kit.stores.transactions.transactionsByYear)
  if (years.length === 0) {
    if (history.error)
      return (
        <LoadError
          text={modalT('activity.failed')}
          onRetry={() => void fetchTransactions(kit, { reset: true })}
          data-testid="kit-transactions-retry"
        />
      )
    if (history.loading || history.lastNetworkInView !== network)
      return <TransactionsSkeleton label={modalT('modal.loading')} rows={5} />
    return (
      <div className="kit-transactions" data-testid="kit-transactions-empty">
        <Notice
          icon="activity"
          title={modalT('activity.emptyTitle')}
          text={modalT('activity.emptyText')}
        />
      </div>
    )
  }
  const now = new Date()
  const lookalikes = findLookalikeCounterparties(
    years.flatMap(({ months }) => months.flatMap(({ rows }) => rows)),
  )
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long' })
  const yearName = new Intl.DateTimeFormat(locale, { year: 'numeric' })
  return (
    <section
      className="kit-transactions"
      aria-label={t('transactions.list')}
      data-testid="kit-transactions"
    >
      {years.map(({ year, months }) => (
        <section
          key={year}
          className="kit-transactions__year"
          aria-labelledby={`${id}-${year}`}
          data-year={year}
        >
          <Text
            as="h3"
            size={16}
            weight={600}
            id={`${id}-${year}`}
            className="kit-transactions__year-heading"
            data-testid="kit-transactions-year"
          >
            {yearName.format(new Date(year, 0, 1))}
          </Text>
          {months.map(({ month, rows }) => (
            <div key={month} className="kit-transactions__month" data-month={month}>
              <Text
                as="div"
                size={14}
                weight={600}
                tone="muted"
                role="heading"
                aria-level={4}
                data-testid="kit-transactions-month"
              >
                {year === now.getFullYear() && month === now.getMonth()
                  ? modalT('activity.thisMonth')
                  : monthName.format(new Date(year, month, 1))}
              </Text>
              {rows.map((transaction) => (
                <ActivityRow
                  key={transaction.id}
                  transaction={transaction}
                  lookalikeOf={lookalikes.get(transaction.id)}
                />
              ))}
            </div>
          ))}
        </section>
      ))}
      <TransactionsFooter
        kit={kit}
        endText={t('transactions.end')}
        loadingText={t('transactions.loadingMore')}
      />
    </section>
  )
}

type FooterProps = { kit: Kit; endText: string; loadingText: string }

/** The end of the list: the next page loading, its failure, Load more, or the end reached. */
function TransactionsFooter({ kit, endText, loadingText }: FooterProps) {
  const history = useKitState(kit, 'transactions')
  const { t } = useI18n()
  const sentinel = useRef<HTMLDivElement>(null)
  const canLoad = history.next !== undefined && !history.loading && !history.error
  // The next page loads by itself once Load more scrolls into view.
  useEffect(() => {
    const end = sentinel.current
    if (!canLoad || !end || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchTransactions(kit)
    })
    observer.observe(end)
    return () => observer.disconnect()
  }, [kit, canLoad])
  if (history.loading) return <TransactionsSkeleton label={loadingText} rows={2} />
  if (history.error)
    return (
      <LoadError
        text={t('activity.failed')}
        onRetry={() => void fetchTransactions(kit)}
        data-testid="kit-transactions-retry"
      />
    )
  if (history.next !== undefined)
    return (
      <div ref={sentinel} className="kit-transactions__more">
        <Button
          variant="secondary"
          data-testid="kit-transactions-more"
          onClick={() => void fetchTransactions(kit)}
        >
          {t('activity.loadMore')}
        </Button>
      </div>
    )
  return (
    <Text size={12} tone="muted" align="center" data-testid="kit-transactions-end">
      {endText}
    </Text>
  )
}

/** Rows shaped like transactions while a page loads (UI.md: skeletons, not a spinner). */
function TransactionsSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div
      className="kit-transactions__skeleton"
      aria-busy="true"
      data-testid="kit-transactions-loading"
    >
      <span className="kit-sr-only">{label}</span>
      <ActivityRowSkeletons rows={rows} testId="kit-transactions-skeleton" />
    </div>
  )
}
