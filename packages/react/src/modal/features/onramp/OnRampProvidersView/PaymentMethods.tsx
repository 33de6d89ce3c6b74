import type { OnrampPaymentMethod } from '@kit/core/modules/features/onramp/onrampLimits'
import type { ReactNode } from 'react'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { IconTile } from '../../../primitives/IconTile/IconTile.js'

export type PaymentMethodOption = {
  id: OnrampPaymentMethod
  name: string
  /** Fees and the largest amount. */
  detail: ReactNode
}

export type PaymentMethodsProps = {
  legend: string
  options: readonly PaymentMethodOption[]
  selected: OnrampPaymentMethod
  onSelect: (method: OnrampPaymentMethod) => void
}

/** The provider's ways to pay, as one radio group: card or bank transfer, with fees and limits. */
export function PaymentMethods({ legend, options, selected, onSelect }: PaymentMethodsProps) {
  return (
    <fieldset className="kit-onramp__methods">
      <legend className="kit-onramp__label">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.id}
          className="kit-onramp__method"
          data-testid={`kit-onramp-method-${option.id}`}
          data-selected={option.id === selected || undefined}
        >
          <input
            type="radio"
            name="kit-onramp-method"
            className="kit-onramp__radio"
            value={option.id}
            checked={option.id === selected}
            onChange={() => onSelect(option.id)}
          />
          <IconTile>
            <Icon name={option.id === 'card' ? 'wallet' : 'globe'} />
          </IconTile>
          <span className="kit-onramp__method-text">
            <span className="kit-onramp__method-name">{option.name}</span>
            <span className="kit-onramp__muted">{option.detail}</span>
          </span>
          <span className="kit-onramp__check" aria-hidden="true">
            {option.id === selected && <Icon name="check" size={16} />}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
