import type { Kit, Transaction } from '@kit/core'
import { fetchTransactions } from '@kit/core/modules/actions/fetchTransactions'
import { pushView } from '@kit/core/modules/actions/pushView'
import { useEffect } from 'react'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { useKitState } from '../../utils/useKitState.js'
import { LoadError } from '../LoadError/LoadError.js'
import { Notice } from '../Notice/Notice.js'
import { Button } from '../primitives/Button/Button.js'
import { Text } from '../primitives/Text/Text.js'
import { TextButton } from '../primitives/TextButton/TextButton.js'
import { findLookalikeCounterparties } from '../utils/findLookalikeCounterparties.js'
import { formatMonthHeading } from '../utils/formatMonthHeading.js'
import { listActivityGroups } from '../utils/listActivityGroups.js'
import { useActiveChain } from '../utils/useActiveChain.js'
import { isImplementedView } from '../views/implementedViews.js'
import activityListCss from './ActivityList.css?inline'
import { ActivityRow } from './ActivityRow.js'
import { ActivityRowSkeletons } from './ActivityRowSkeletons.js'

adoptStyles('modal/ActivityList/ActivityList.css', activityListCss)

/**
 * The account's history on the active network, by month, newest first; reloaded from the top
 * when shown and when the account or network changes.
 */
export function ActivityList({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const address = chain?.account.address
  const network = chain?.network.caipNetwork?.caipNetworkId
  const history = useKitState(kit, 'transactions')
  const { t, locale } = useI18n()
  useEffect(() => {
    if (address && network) void fetchTransactions(kit, { reset: true })
  }, [kit, address, network])
  // Rows are stored unproxied and replaced whole, so the live map is the snapshot's.
  const groups = listActivityGroups<Transaction>(kit.stores.transactions.transactionsByYear)
  if (groups.length === 0) {
    if (history.error)
      return (
        <LoadError
          text={t('activity.failed')}
          onRetry={() => void fetchTransactions(kit, { reset: true })}
          data-testid="kit-activity-retry"
        />
      )
    if (history.loading || !history.lastNetworkInView) return <ActivitySkeleton />
    return (
      <Notice icon="activity" title={t('activity.emptyTitle')} text={t('activity.emptyText')} />
    )
  }
  const now = new Date()
  const lookalikes = findLookalikeCounterparties(groups.flatMap((group) => group.rows))
  return (
    <div className="kit-activity">
      {groups.map(({ year, month, rows }) => (
        <section key={`${year}-${month}`} className="kit-activity__group">
          <Text as="h3" size={14} weight={600} tone="muted" data-testid="kit-activity-heading">
            {formatMonthHeading({ year, month, now, locale, thisMonth: t('activity.thisMonth') })}
          </Text>
          {rows.map((transaction) => (
            <ActivityRow
              key={transaction.id}
              transaction={transaction}
              lookalikeOf={lookalikes.get(transaction.id)}
            />
          ))}
        </section>
      ))}
      {history.loading ? (
        <ActivitySkeleton rows={1} />
      ) : history.error ? (
        <LoadError
          text={t('activity.failed')}
          onRetry={() => void fetchTransactions(kit)}
          data-testid="kit-activity-retry"
        />
      ) : (
        history.next !== undefined && (
          <Button
            variant="secondary"
            data-testid="kit-activity-more"
            onClick={() => void fetchTransactions(kit)}
          >
            {t('activity.loadMore')}
          </Button>
        )
      )}
      {isImplementedView('Transactions') && (
        // Opens the whole history (the Transactions view).
        <TextButton
          endIcon="chevronRight"
          data-testid="kit-activity-all"
          onClick={() => pushView(kit, { view: 'Transactions' })}
        >
          {t('activity.seeAll')}
        </TextButton>
      )}
    </div>
  )
}

function ActivitySkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useI18n()
  return (
    <div className="kit-activity" aria-busy="true">
      <span className="kit-sr-only">{t('modal.loading')}</span>
      <ActivityRowSkeletons rows={rows} testId="kit-activity-skeleton" />
    </div>
  )
}
