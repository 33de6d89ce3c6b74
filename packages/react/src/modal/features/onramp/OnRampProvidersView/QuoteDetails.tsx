import type { OnrampState } from '@kit/core/modules/features/onramp/onrampState'

type OnrampQuote = NonNullable<OnrampState['quote']>

export type QuoteDetailsProps = {
  quote: OnrampQuote
  fallback: boolean
  labels: { providerFee: string; networkFee: string; estimate: string }
  formatFiat: (amount: string, currency: string) => string
}

/** What the quote charges (SPEC §3: the provider and network fees), and whether it is an estimate. */
export function QuoteDetails({ quote, fallback, labels, formatFiat }: QuoteDetailsProps) {
  const rows = [
    { label: labels.providerFee, amount: quote.coinbaseFee },
    { label: labels.networkFee, amount: quote.networkFee },
  ]
  return (
    <div className="kit-onramp__quote" data-testid="kit-onramp-quote">
      <dl className="kit-onramp__fees">
        {rows.map(({ label, amount }) => (
          <div key={label} className="kit-onramp__fee">
            <dt>{label}</dt>
            <dd>
              <bdi dir="ltr">{formatFiat(amount.amount, amount.currency)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {fallback && <p className="kit-onramp__muted">{labels.estimate}</p>}
    </div>
  )
}
