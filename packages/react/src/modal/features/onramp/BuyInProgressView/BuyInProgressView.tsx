import type { Kit } from '@kit/core'
import { replaceView } from '@kit/core/modules/actions/replaceView'
import { resetView } from '@kit/core/modules/actions/resetView'
import { showToast } from '@kit/core/modules/actions/toast'
import { checkOnrampFunding } from '@kit/core/modules/features/onramp/checkOnrampFunding'
import { reopenOnrampWindow } from '@kit/core/modules/features/onramp/reopenOnrampWindow'
import { useEffect, useState } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { formatAmount } from '../../../../utils/formatAmount.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { Ring } from '../../../primitives/Ring/Ring.js'
import { Text } from '../../../primitives/Text/Text.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { catalogue } from '../messages/catalogue.js'
import { useOnrampState } from '../utils/useOnrampState.js'
import buyInProgressCss from './BuyInProgressView.css?inline'

adoptStyles('modal/features/onramp/BuyInProgressView/BuyInProgressView.css', buyInProgressCss)

/** How often the balance is read while a purchase is open. */
const checkEvery = 1_500

type WindowStatus = 'open' | 'blocked' | 'closed'

/**
 * Follows a purchase made in the provider's window: reads the balance on chain until the funds
 * arrive, then says so and goes to Account. A blocked or closed window is said plainly, with a
 * link to open it again.
 */
export default function BuyInProgressView({ kit }: { kit: Kit }) {
  const state = useOnrampState(kit)
  const chain = useActiveChain(kit)
  const { t, locale } = useFeatureTranslator(catalogue)
  const [windowStatus, setWindowStatus] = useState<WindowStatus>('open')
  const done = t('progress.done')

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = async () => {
      const popup = state.popup
      setWindowStatus(!popup ? 'blocked' : popup.closed ? 'closed' : 'open')
      const status = await checkOnrampFunding(kit)
      if (stopped) return
      if (status === 'completed') {
        showToast(kit, { message: done, variant: 'success' })
        resetView(kit, { view: 'Account' })
        return
      }
      if (status === 'none') {
        replaceView(kit, { view: 'OnRampProviders' })
        return
      }
      timer = setTimeout(() => void check(), checkEvery)
    }
    void check()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [kit, state.popup, done])

  const purchase = state.purchase
  if (!purchase) return null
  const network = chain?.network.caipNetwork?.name ?? ''
  const reopen = () => {
    try {
      reopenOnrampWindow(kit)
      setWindowStatus('open')
    } catch {
      setWindowStatus('blocked')
    }
  }
  return (
    <div className="kit-buying" data-testid="kit-buy-in-progress">
      <Ring state="waiting">
        <span className="kit-buying__icon">
          <Icon name="coins" size={28} />
        </span>
      </Ring>
      <div className="kit-buying__text" role="status" aria-live="polite">
        <Text size={16} weight={600} align="center">
          {t('progress.title')}
        </Text>
        {purchase.amount && (
          <Text size={14} tone="muted" align="center" data-testid="kit-buy-amount">
            {t('progress.buying', {
              amount: `${formatAmount(purchase.amount, locale)} ${purchase.symbol}`,
              network,
            })}
          </Text>
        )}
        <Text size={14} tone="muted" align="center">
          {t('progress.watching')}
        </Text>
      </div>
      {windowStatus !== 'open' && (
        <div className="kit-buying__alert" role="alert" data-testid="kit-buy-window">
          <Text size={14} tone="error" align="center">
            {t(windowStatus === 'blocked' ? 'progress.blocked' : 'progress.closed')}
          </Text>
          <button
            type="button"
            className="kit-buying__link"
            data-testid="kit-buy-reopen"
            onClick={reopen}
          >
            <Icon name="external" size={16} />
            {t('progress.reopen')}
          </button>
        </div>
      )}
    </div>
  )
}
