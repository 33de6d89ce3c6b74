import type { Kit } from '@kit/core'
import { pushView } from '@kit/core/modules/actions/pushView'
import { readSwapPreset } from '@kit/core/modules/features/swap/applySwapPreset'
import {
  flipSwapTokens,
  maxSwapAmount,
  setSwapAmount,
} from '@kit/core/modules/features/swap/editSwap'
import { fetchSwapQuote } from '@kit/core/modules/features/swap/fetchSwapQuote'
import { loadSwapTokens } from '@kit/core/modules/features/swap/loadSwapTokens'
import { getSwapState } from '@kit/core/modules/features/swap/swapState'
import { useEffect } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { formatAmount } from '../../../../utils/formatAmount.js'
import { LoadError } from '../../../LoadError/LoadError.js'
import { Notice } from '../../../Notice/Notice.js'
import { Button } from '../../../primitives/Button/Button.js'
import { IconButton } from '../../../primitives/IconButton/IconButton.js'
import { Skeleton } from '../../../primitives/Skeleton/Skeleton.js'
import { Text } from '../../../primitives/Text/Text.js'
import { displayName } from '../../../utils/displayName.js'
import { formatUsd } from '../../../utils/formatUsd.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { catalogue } from '../messages/catalogue.js'
import { SwapDetails } from '../SwapDetails.js'
import { summarizeSwap } from '../summarizeSwap.js'
import swapCss from '../swap.css?inline'
import { formatTokenAmount } from '../swapFormat.js'
import { TokenChip } from '../TokenChip.js'
import { useSwapState } from '../useSwapState.js'

adoptStyles('modal/features/swap/swap.css', swapCss)

/** How long typing pauses before a quote is asked for. */
const quoteDelay = 400

/**
 * Swap: the token sold (native by default) and the token bought, the amount, a quote fetched as
 * you type (a newer one supersedes it), rate, price impact, minimum received, network fee, and
 * why the swap cannot go on yet. Takes `open({ view: 'Swap', arguments })`'s tokens and amount.
 */
export default function SwapView({ kit }: { kit: Kit }) {
  const { t, locale } = useFeatureTranslator(catalogue)
  const swap = useSwapState(kit)
  const chain = useActiveChain(kit)
  // The swap starts over for another account or network (its state is reset): load again then.
  const chainId = chain?.network.caipNetwork?.caipNetworkId
  const address = chain?.account.address
  const summary = summarizeSwap(swap)
  const { from, to, tokens } = swap

  // Reset (idle) after the account or network changed: load again.
  const idle = tokens.status === 'idle'
  useEffect(() => {
    if (!chainId || !address || !idle) return
    void loadSwapTokens(kit, { preset: readSwapPreset(kit.stores.router.data?.swap) })
  }, [kit, chainId, address, idle])

  useEffect(() => {
    if (!from || !to) return
    // A cleared amount drops the quote at once; typing waits for a pause.
    const delay = swap.amount.trim() === '' ? 0 : quoteDelay
    const timer = setTimeout(() => void fetchSwapQuote(kit), delay)
    return () => clearTimeout(timer)
  }, [kit, from, to, swap.amount])

  if (tokens.status === 'unsupported')
    return (
      <div className="kit-swap kit-swap--empty" data-testid="kit-swap-unsupported">
        <Notice icon="warning" title={t('swap.unsupported')} text={t('swap.unsupportedHint')} />
        <Button
          variant="secondary"
          icon="network"
          onClick={() => pushView(kit, { view: 'Networks' })}
        >
          {t('swap.switchNetwork')}
        </Button>
      </div>
    )
  if (tokens.status === 'error')
    return (
      <LoadError
        text={t('swap.loadFailed')}
        data-testid="kit-swap-retry"
        onRetry={() => void loadSwapTokens(kit)}
      />
    )
  if (tokens.status !== 'success')
    return (
      <div className="kit-swap" data-testid="kit-swap-loading" aria-busy="true">
        <Skeleton width="100%" height={112} />
        <Skeleton width="100%" height={112} />
        <Skeleton width="100%" height={48} />
      </div>
    )

  const pick = (side: 'from' | 'to') => {
    getSwapState(kit).picking = side
    pushView(kit, { view: 'SwapSelectToken' })
  }
  const max = maxSwapAmount(kit)
  const blocked = summary.problem
  const buttonText = (() => {
    switch (blocked) {
      case 'token':
        return t('swap.selectToken')
      case 'empty':
        return t('swap.enterAmount')
      case 'format':
        return t('swap.invalidAmount')
      case 'precision':
        return t('swap.tooPrecise', {
          symbol: displayName(from?.symbol, '', 12),
          decimals: from?.decimals ?? 0,
        })
      case 'balance':
        return t('swap.insufficientBalance', { symbol: displayName(from?.symbol, '', 12) })
      case 'quoting':
        return t('swap.quoting')
      case 'noQuote':
        return t('swap.noQuote')
      default:
        return t('swap.review')
    }
  })()

  return (
    <div className="kit-swap" data-testid="kit-swap">
      <section className="kit-swap__side" aria-labelledby="kit-swap-pay">
        <Text as="h3" size={14} tone="muted" id="kit-swap-pay">
          {t('swap.pay')}
        </Text>
        <div className="kit-swap__line">
          <input
            className="kit-swap__input"
            data-testid="kit-swap-amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            placeholder="0"
            aria-label={t('swap.amount')}
            aria-invalid={blocked === 'format' || blocked === 'precision' || undefined}
            value={swap.amount}
            onChange={(event) => setSwapAmount(kit, { amount: event.target.value })}
          />
          <TokenChip
            token={from}
            placeholder={t('swap.selectToken')}
            label={t('swap.pickFrom')}
            data-testid="kit-swap-from"
            onClick={() => pick('from')}
          />
        </div>
        <div className="kit-swap__meta">
          <bdi data-testid="kit-swap-from-usd">{formatUsd(summary.fromUsd, locale)}</bdi>
          {from?.balance !== undefined && (
            <span className="kit-swap__balance">
              <bdi>
                {t('swap.balance', {
                  amount: `${formatAmount(from.balance, locale)} ${displayName(from.symbol, '', 12)}`,
                })}
              </bdi>
              {max !== undefined && (
                <button
                  type="button"
                  className="kit-swap__max"
                  data-testid="kit-swap-max"
                  onClick={() => setSwapAmount(kit, { amount: max })}
                >
                  {t('swap.max')}
                </button>
              )}
            </span>
          )}
        </div>
      </section>
      <div className="kit-swap__flip">
        <IconButton
          icon="swap"
          aria-label={t('swap.flip')}
          data-testid="kit-swap-flip"
          onClick={() => flipSwapTokens(kit)}
        />
      </div>
      <section className="kit-swap__side" aria-labelledby="kit-swap-receive">
        <Text as="h3" size={14} tone="muted" id="kit-swap-receive">
          {t('swap.receive')}
        </Text>
        <div className="kit-swap__line">
          <output className="kit-swap__output" data-testid="kit-swap-to-amount" aria-live="polite">
            {summary.quoting ? (
              <Skeleton width={120} height={28} />
            ) : summary.toAmount !== undefined && to ? (
              <bdi dir="ltr">{formatTokenAmount(summary.toAmount, to.decimals, locale)}</bdi>
            ) : (
              <span className="kit-swap__placeholder">0</span>
            )}
          </output>
          <TokenChip
            token={to}
            placeholder={t('swap.selectToken')}
            label={t('swap.pickTo')}
            data-testid="kit-swap-to"
            onClick={() => pick('to')}
          />
        </div>
        <div className="kit-swap__meta">
          <bdi>{formatUsd(summary.toUsd, locale)}</bdi>
          {to?.balance !== undefined && (
            <bdi className="kit-swap__balance">
              {t('swap.balance', {
                amount: `${formatAmount(to.balance, locale)} ${displayName(to.symbol, '', 12)}`,
              })}
            </bdi>
          )}
        </div>
      </section>
      {summary.toAmount !== undefined && !summary.quoting && (
        <SwapDetails summary={summary} swap={swap} t={t} locale={locale} />
      )}
      <Button
        data-testid="kit-swap-review"
        disabled={blocked !== undefined}
        onClick={() => pushView(kit, { view: 'SwapPreview' })}
      >
        {buttonText}
      </Button>
    </div>
  )
}
