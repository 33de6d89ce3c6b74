import { swapSlippage } from '@kit/core/modules/features/swap/swapQuoteMath'
import type { SwapStateSnapshot } from '@kit/core/modules/features/swap/watchSwapState'
import type { FeatureTranslator } from '../../../i18n/feature/useFeatureTranslator.js'
import { numberFormat } from '../../../utils/numberFormat.js'
import { Icon } from '../../primitives/Icon/Icon.js'
import { displayName } from '../../utils/displayName.js'
import { formatUsd } from '../../utils/formatUsd.js'
import type { SwapMessageKey } from './messages/english.js'
import type { SwapSummary } from './summarizeSwap.js'
import { formatPercent, formatTokenAmount } from './swapFormat.js'

export type SwapDetailsProps = {
  summary: SwapSummary
  swap: SwapStateSnapshot
  t: FeatureTranslator<SwapMessageKey>['t']
  locale: string
}

/** The quote's figures: rate, price impact (warned when high), slippage, minimum received, fee. */
export function SwapDetails({ summary, swap, t, locale }: SwapDetailsProps) {
  const { from, to } = swap
  if (!from || !to) return null
  const fromSymbol = displayName(from.symbol, '', 12)
  const toSymbol = displayName(to.symbol, '', 12)
  const impact = summary.priceImpact
  return (
    <>
      <dl className="kit-swap__details" data-testid="kit-swap-details">
        {summary.rate !== undefined && (
          <div className="kit-swap__detail">
            <dt>{t('swap.rate')}</dt>
            <dd>
              <bdi dir="ltr">
                1 {fromSymbol} = {formatAmountText(summary.rate, locale)} {toSymbol}
              </bdi>
            </dd>
          </div>
        )}
        {impact && (
          <div className={`kit-swap__detail${impact.warn ? ' kit-swap__detail--warn' : ''}`}>
            <dt>{t('swap.priceImpact')}</dt>
            <dd data-testid="kit-swap-price-impact">
              <bdi>{formatPercent(impact.percent, locale, impact.below)}</bdi>
            </dd>
          </div>
        )}
        <div className="kit-swap__detail">
          <dt>{t('swap.slippage')}</dt>
          <dd>
            <bdi>{formatPercent(swapSlippage, locale)}</bdi>
          </dd>
        </div>
        {summary.minimumReceived !== undefined && (
          <div className="kit-swap__detail">
            <dt>{t('swap.minimumReceived')}</dt>
            <dd data-testid="kit-swap-minimum">
              <bdi dir="ltr">
                {formatTokenAmount(summary.minimumReceived, to.decimals, locale)} {toSymbol}
              </bdi>
            </dd>
          </div>
        )}
        {summary.feeUsd !== undefined && (
          <div className="kit-swap__detail">
            <dt>{t('swap.networkFee')}</dt>
            <dd data-testid="kit-swap-fee">
              <bdi>{formatUsd(summary.feeUsd, locale)}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {impact?.warn && (
        <p className="kit-swap__warning" role="alert" data-testid="kit-swap-impact-warning">
          <Icon name="warning" size={16} />
          <span>{t('swap.priceImpactWarning')}</span>
        </p>
      )}
    </>
  )
}

/** A rate (a decimal string with up to 6 significant digits) in the active language. */
function formatAmountText(rate: string, locale: string): string {
  const fraction = rate.split('.')[1] ?? ''
  const format = numberFormat(locale, { maximumFractionDigits: Math.min(fraction.length, 20) })
  // ES2023 reads a numeric string as an exact decimal; this TypeScript lib types numbers only.
  return format.format(rate as unknown as number)
}
