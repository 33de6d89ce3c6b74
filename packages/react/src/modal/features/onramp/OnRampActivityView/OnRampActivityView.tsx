import type { Kit } from '@kit/core'
import { fetchOnrampHistory } from '@kit/core/modules/features/onramp/fetchOnrampHistory'
import { useEffect } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { LoadError } from '../../../LoadError/LoadError.js'
import { Notice } from '../../../Notice/Notice.js'
import { Skeleton } from '../../../primitives/Skeleton/Skeleton.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { catalogue } from '../messages/catalogue.js'
import { useOnrampState } from '../utils/useOnrampState.js'
import onRampActivityCss from './OnRampActivityView.css?inline'
import { PurchaseRow } from './PurchaseRow.js'

adoptStyles('modal/features/onramp/OnRampActivityView/OnRampActivityView.css', onRampActivityCss)

/** The account's onramp purchases on the active network, newest first, each with its status. */
export default function OnRampActivityView({ kit }: { kit: Kit }) {
  const state = useOnrampState(kit)
  const chain = useActiveChain(kit)
  const { t, locale } = useFeatureTranslator(catalogue)
  const address = chain?.account.address
  const network = chain?.network.caipNetwork?.caipNetworkId
  useEffect(() => {
    if (address && network) void fetchOnrampHistory(kit)
  }, [kit, address, network])

  const rows = state.history
  if (!rows || (rows.length === 0 && state.historyLoading)) {
    if (state.historyError)
      return (
        <LoadError
          text={t('purchases.failed')}
          onRetry={() => void fetchOnrampHistory(kit)}
          data-testid="kit-onramp-purchases-retry"
        />
      )
    return (
      <div aria-hidden="true" data-testid="kit-onramp-purchases-loading">
        {[0, 1, 2].map((row) => (
          <div key={row} className="kit-purchase__skeleton">
            <Skeleton width={40} height={40} round />
            <Skeleton width="60%" height={16} />
          </div>
        ))}
      </div>
    )
  }
  if (rows.length === 0)
    return <Notice icon="coins" title={t('purchases.emptyTitle')} text={t('purchases.emptyText')} />
  const statusText = {
    confirmed: t('purchases.completed'),
    pending: t('purchases.pending'),
    failed: t('purchases.failedStatus'),
  }
  return (
    <ul className="kit-purchases" aria-label={t('buy.purchases')}>
      {rows.map((purchase) => (
        <PurchaseRow
          key={purchase.id}
          purchase={purchase}
          locale={locale}
          statusText={statusText}
          title={(amount) => t('purchases.bought', { amount })}
        />
      ))}
    </ul>
  )
}
