import type { ReactNode } from 'react'
import { Icon } from '../../../primitives/Icon/Icon.js'

export type FiatAmountFieldProps = {
  label: string
  amount: string
  currency: string
  currencyLabel: string
  hint: ReactNode
  invalid: boolean
  onAmount: (amount: string) => void
  onCurrency: () => void
}

/** "You pay": the fiat amount typed as text (a decimal keypad), and the currency's picker. */
export function FiatAmountField({
  label,
  amount,
  currency,
  currencyLabel,
  hint,
  invalid,
  onAmount,
  onCurrency,
}: FiatAmountFieldProps) {
  return (
    <div className="kit-onramp__field">
      <label className="kit-onramp__label" htmlFor="kit-onramp-amount">
        {label}
      </label>
      <div className="kit-onramp__box" data-invalid={invalid || undefined}>
        <input
          id="kit-onramp-amount"
          className="kit-onramp__input"
          data-testid="kit-onramp-amount"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          placeholder="0.00"
          maxLength={32}
          value={amount}
          aria-invalid={invalid}
          aria-describedby="kit-onramp-amount-hint"
          onChange={(event) => onAmount(event.target.value)}
        />
        <button
          type="button"
          className="kit-onramp__picker"
          data-testid="kit-onramp-currency"
          aria-label={currencyLabel}
          onClick={onCurrency}
        >
          <span>{currency}</span>
          <Icon name="chevronRight" size={16} />
        </button>
      </div>
      <p
        id="kit-onramp-amount-hint"
        className="kit-onramp__hint"
        data-tone={invalid ? 'error' : undefined}
        data-testid="kit-onramp-hint"
        aria-live="polite"
      >
        {hint}
      </p>
    </div>
  )
}
