import type { Kit } from '@kit/core'
import { goBack } from '@kit/core/modules/actions/goBack'
import { checkSwapApproval, executeSwap } from '@kit/core/modules/features/swap/executeSwap'
import { formatBaseUnits } from '@kit/core/modules/features/swap/swapAmount'
import type { SwapTokenOption } from '@kit/core/modules/features/swap/swapTokens'
import { useEffect } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { formatExactAmount } from '../../../../utils/formatExactAmount.js'
import { Button } from '../../../primitives/Button/Button.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { Image } from '../../../primitives/Image/Image.js'
import { Spinner } from '../../../primitives/Spinner/Spinner.js'
import { Text } from '../../../primitives/Text/Text.js'
import { displayName } from '../../../utils/displayName.js'
import { formatUsd } from '../../../utils/formatUsd.js'
import { catalogue } from '../messages/catalogue.js'
import { SwapDetails } from '../SwapDetails.js'
import { summarizeSwap } from '../summarizeSwap.js'
import swapCss from '../swap.css?inline'
import { formatTokenAmount } from '../swapFormat.js'
import { useSwapState } from '../useSwapState.js'

adoptStyles('modal/features/swap/swap.css', swapCss)

/**
 * SwapPreview: what is sold, what is bought (and the least it may be), the fee; an approval first
 * when the router may not spend enough of the token, then the swap, each through the wallet.
 * A decline or failure says so here and keeps the swap as written.
 */
export default function SwapPreviewView({ kit }: { kit: Kit }) {
  const { t, locale } = useFeatureTranslator(catalogue)
  const swap = useSwapState(kit)
  const summary = summarizeSwap(swap)
  const { from, to, step } = swap

  useEffect(() => {
    void checkSwapApproval(kit)
  }, [kit])

  // Nothing left to review (the swap was reset for another account or network): back to Swap.
  const empty = !from || !to || summary.amount === undefined || summary.toAmount === undefined
  useEffect(() => {
    if (empty && kit.stores.router.view === 'SwapPreview') goBack(kit)
  }, [kit, empty])

  if (empty || !from || !to || summary.amount === undefined || summary.toAmount === undefined)
    return null
  const fromSymbol = displayName(from.symbol, '', 12)
  const busy = ['checking', 'approving', 'awaitingApproval', 'swapping'].includes(step.status)
  const progress = {
    checking: t('swap.checking'),
    approving: t('swap.approveInWallet', { symbol: fromSymbol }),
    awaitingApproval: t('swap.approving'),
    swapping: t('swap.confirmInWallet'),
  }[step.status as 'checking']
  const needsApproval = swap.approval === 'needed'

  return (
    <div className="kit-swap kit-swap-preview" data-testid="kit-swap-preview">
      <div className="kit-swap-preview__sides">
        <PreviewSide
          label={t('swap.sell')}
          token={from}
          amount={formatExactAmount(
            formatBaseUnits({ value: summary.amount, decimals: from.decimals }),
            locale,
          )}
          usd={formatUsd(summary.fromUsd, locale)}
          testId="kit-swap-preview-sell"
        />
        <span className="kit-swap-preview__arrow" aria-hidden="true">
          <Icon name="arrowDown" />
        </span>
        <PreviewSide
          label={t('swap.receive')}
          token={to}
          amount={formatTokenAmount(summary.toAmount, to.decimals, locale)}
          usd={formatUsd(summary.toUsd, locale)}
          testId="kit-swap-preview-buy"
        />
      </div>
      <SwapDetails summary={summary} swap={swap} t={t} locale={locale} />
      {needsApproval && !busy && (
        <Text size={14} tone="muted" align="center" data-testid="kit-swap-approval-needed">
          {t('swap.approvalNeeded', { symbol: fromSymbol })}
        </Text>
      )}
      <div aria-live="polite" className="kit-swap-preview__status">
        {busy && (
          <span className="kit-swap-preview__progress" data-testid="kit-swap-progress">
            <Spinner />
            <span>{progress}</span>
          </span>
        )}
        {step.status === 'error' && (
          <Text size={14} tone="error" align="center" role="alert" data-testid="kit-swap-error">
            {t(step.failure === 'rejected' ? 'swap.rejected' : 'swap.failed')}
          </Text>
        )}
      </div>
      <div className="kit-swap-preview__actions">
        <Button variant="secondary" disabled={busy} onClick={() => goBack(kit)}>
          {t('swap.cancel')}
        </Button>
        <Button
          data-testid="kit-swap-confirm"
          disabled={busy || summary.problem !== undefined}
          onClick={() => void executeSwap(kit)}
        >
          {needsApproval ? t('swap.approveAndSwap') : t('swap.swap')}
        </Button>
      </div>
    </div>
  )
}

function PreviewSide({
  label,
  token,
  amount,
  usd,
  testId,
}: {
  label: string
  token: Readonly<SwapTokenOption>
  amount: string
  usd: string
  testId: string
}) {
  return (
    <div className="kit-swap-preview__side" data-testid={testId}>
      <span className="kit-swap-preview__text">
        <Text as="span" size={14} tone="muted">
          {label}
        </Text>
        <Text as="span" size={20} weight={600}>
          <bdi dir="ltr">
            {amount} <bdi>{displayName(token.symbol, '', 12)}</bdi>
          </bdi>
        </Text>
        <Text as="span" size={14} tone="muted">
          <bdi>{usd}</bdi>
        </Text>
      </span>
      <Image src={token.logoUri} shape="round" fallback="coins" />
    </div>
  )
}
