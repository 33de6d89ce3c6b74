import type { Kit } from '@kit/core'
import { pushView } from '@kit/core/modules/actions/pushView'
import { UnsafeOnrampUrlError } from '@kit/core/modules/features/onramp/errors'
import { onrampQuoteKey } from '@kit/core/modules/features/onramp/fetchOnrampQuote'
import { formatCents } from '@kit/core/modules/features/onramp/formatCents'
import { getOnrampTarget } from '@kit/core/modules/features/onramp/getOnrampTarget'
import { listOnrampTokens } from '@kit/core/modules/features/onramp/listOnrampTokens'
import { getOnrampLimits } from '@kit/core/modules/features/onramp/onrampLimits'
import { openOnrampWindow } from '@kit/core/modules/features/onramp/openOnrampWindow'
import { startOnrampPurchase } from '@kit/core/modules/features/onramp/startOnrampPurchase'
import { updateOnrampForm } from '@kit/core/modules/features/onramp/updateOnrampForm'
import { validateOnrampAmount } from '@kit/core/modules/features/onramp/validateOnrampAmount'
import { useState } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { formatAmount } from '../../../../utils/formatAmount.js'
import { Notice } from '../../../Notice/Notice.js'
import { Button } from '../../../primitives/Button/Button.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { Skeleton } from '../../../primitives/Skeleton/Skeleton.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { catalogue } from '../messages/catalogue.js'
import { formatFeeRange } from '../utils/formatFeeRange.js'
import { formatFiat } from '../utils/formatFiat.js'
import { useOnrampOptions } from '../utils/useOnrampOptions.js'
import { useOnrampQuote } from '../utils/useOnrampQuote.js'
import { FiatAmountField } from './FiatAmountField.js'
import onRampProvidersCss from './OnRampProvidersView.css?inline'
import { PaymentMethods } from './PaymentMethods.js'
import { QuoteDetails } from './QuoteDetails.js'

adoptStyles('modal/features/onramp/OnRampProvidersView/OnRampProvidersView.css', onRampProvidersCss)

/**
 * Buy: the fiat amount and its currency, the token to buy on the active network, the provider's
 * ways to pay with their fees (1–2 %) and limits, the quote, and Continue, which opens the
 * provider's page in a popup and follows the purchase in BuyInProgress.
 */
export default function OnRampProvidersView({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const state = useOnrampOptions(kit)
  const { t, tParts, locale } = useFeatureTranslator(catalogue)
  const [starting, setStarting] = useState(false)
  const [failure, setFailure] = useState<'buy.failed' | 'buy.unsafe'>()
  const target = chain?.account.address ? getOnrampTarget(kit) : undefined
  const tokens = listOnrampTokens({ options: state.options, chainId: target?.chainId ?? '' })
  const token = tokens.find((candidate) => candidate.id === state.purchaseCurrency)
  const limitsOf = (paymentMethod: 'card' | 'bank_transfer') =>
    getOnrampLimits({
      options: state.options,
      paymentCurrency: state.paymentCurrency,
      paymentMethod,
    })
  const limits = limitsOf(state.paymentMethod)
  const check = validateOnrampAmount({ amount: state.amount, limits })
  const fiat = (amount: string, currency = state.paymentCurrency) =>
    formatFiat(amount, currency, locale)
  const quoteKey =
    token && check.status === 'valid'
      ? onrampQuoteKey({
          amount: formatCents(check.cents),
          paymentCurrency: state.paymentCurrency,
          purchaseCurrency: token.id,
          network: token.network,
        })
      : undefined
  const quote = quoteKey !== undefined && state.quoteKey === quoteKey ? state.quote : undefined

  useOnrampQuote(kit, {
    form: [state.amount, state.paymentCurrency, state.purchaseCurrency, state.paymentMethod].join(
      '|',
    ),
    ready: state.options !== undefined,
  })

  if (!target) return null
  if (state.options && tokens.length === 0) {
    return (
      <Notice
        icon="coins"
        title={t('buy.notAvailable', { network: chain?.network.caipNetwork?.name ?? '' })}
        text={t('buy.notAvailableText')}
      />
    )
  }

  // Amounts stay whole and left to right inside a right-to-left sentence.
  const money = (cents: bigint) => <bdi dir="ltr">{fiat(formatCents(cents))}</bdi>
  const min = money(limits.min)
  const max = money(limits.max)
  const hint =
    check.status === 'invalid'
      ? t('buy.invalidAmount')
      : check.status === 'belowMin'
        ? tParts('buy.belowMin', { min })
        : check.status === 'aboveMax'
          ? tParts('buy.aboveMax', { max })
          : tParts('buy.limits', { min, max })
  const fees = tParts('buy.fees', { range: <bdi dir="ltr">{formatFeeRange(locale)}</bdi> })
  const methods = (['card', 'bank_transfer'] as const).map((id) => ({
    id,
    name: t(id === 'card' ? 'buy.card' : 'buy.bankTransfer'),
    detail: (
      <>
        {fees} · {tParts('buy.upTo', { max: money(limitsOf(id).max) })}
      </>
    ),
  }))

  const start = async () => {
    setStarting(true)
    setFailure(undefined)
    let popup: Window | undefined
    try {
      popup = openOnrampWindow()
    } catch {
      // Blocked: BuyInProgress says so and offers to open it again.
    }
    try {
      await startOnrampPurchase(kit, { popup })
      pushView(kit, { view: 'BuyInProgress' })
    } catch (error) {
      setFailure(error instanceof UnsafeOnrampUrlError ? 'buy.unsafe' : 'buy.failed')
    } finally {
      setStarting(false)
    }
  }

  return (
    <div className="kit-onramp" data-testid="kit-onramp-providers">
      <FiatAmountField
        label={t('buy.youPay')}
        amount={state.amount}
        currency={state.paymentCurrency}
        currencyLabel={t('buy.currency', { currency: state.paymentCurrency })}
        hint={hint}
        invalid={check.status !== 'valid' && check.status !== 'empty'}
        onAmount={(amount) => updateOnrampForm(kit, { amount })}
        onCurrency={() => pushView(kit, { view: 'OnRampFiatSelect' })}
      />
      <div className="kit-onramp__field">
        <span className="kit-onramp__label" id="kit-onramp-get">
          {t('buy.youGet')}
        </span>
        <div className="kit-onramp__box">
          <output
            className="kit-onramp__output"
            data-testid="kit-onramp-receive"
            aria-labelledby="kit-onramp-get"
            aria-live="polite"
          >
            {quote ? (
              <bdi dir="ltr">
                {formatAmount(quote.purchaseAmount.amount, locale)} {quote.purchaseAmount.currency}
              </bdi>
            ) : state.quoteLoading && quoteKey ? (
              <>
                <Skeleton width={96} height={20} />
                <span className="kit-onramp__visually-hidden">{t('buy.quoting')}</span>
              </>
            ) : (
              <span className="kit-onramp__muted">—</span>
            )}
          </output>
          <button
            type="button"
            className="kit-onramp__picker"
            data-testid="kit-onramp-token"
            aria-label={token ? t('buy.token', { symbol: token.symbol }) : t('buy.chooseToken')}
            disabled={!state.options}
            onClick={() => pushView(kit, { view: 'OnRampTokenSelect' })}
          >
            <span>{token?.symbol ?? t('buy.chooseToken')}</span>
            <Icon name="chevronRight" size={16} />
          </button>
        </div>
      </div>
      <PaymentMethods
        legend={t('buy.payWith')}
        options={methods}
        selected={state.paymentMethod}
        onSelect={(paymentMethod) => updateOnrampForm(kit, { paymentMethod })}
      />
      {quote && (
        <QuoteDetails
          quote={quote}
          fallback={state.quoteFallback}
          formatFiat={fiat}
          labels={{
            providerFee: t('buy.providerFee'),
            networkFee: t('buy.networkFee'),
            estimate: t('buy.estimate'),
          }}
        />
      )}
      {failure && (
        <p
          className="kit-onramp__hint"
          data-tone="error"
          role="alert"
          data-testid="kit-onramp-error"
        >
          {t(failure)}
        </p>
      )}
      <Button
        data-testid="kit-onramp-continue"
        disabled={check.status !== 'valid' || !token || starting}
        aria-busy={starting || undefined}
        onClick={() => void start()}
      >
        {t('buy.continue')}
      </Button>
      <Button
        variant="secondary"
        icon="activity"
        data-testid="kit-onramp-purchases"
        onClick={() => pushView(kit, { view: 'OnRampActivity' })}
      >
        {t('buy.purchases')}
      </Button>
    </div>
  )
}
