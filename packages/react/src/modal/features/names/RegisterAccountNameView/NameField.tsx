import { accountNameZone } from '@kit/core/modules/features/names/accountNameZone'
import { useId } from 'react'

export type NameFieldProps = {
  value: string
  label: string
  /** The rule or the problem, read with the field. */
  description: string
  invalid: boolean
  disabled: boolean
  onChange: (value: string) => void
}

/** The name input, with the zone (`.kit.id`) written after what is typed. */
export function NameField({
  value,
  label,
  description,
  invalid,
  disabled,
  onChange,
}: NameFieldProps) {
  const id = useId()
  return (
    <div className="kit-names-field" data-invalid={invalid || undefined}>
      <label htmlFor={id} className="kit-sr-only">
        {label}
      </label>
      <div className="kit-names-field__box" dir="ltr">
        <input
          id={id}
          className="kit-names-field__input"
          data-testid="kit-name-input"
          type="text"
          placeholder={label}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          // biome-ignore lint/a11y/noAutofocus: the view exists to type a name; focus is where the visitor starts
          autoFocus
          dir="ltr"
          value={value}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={`${id}-description`}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="kit-names-field__zone" aria-hidden="true">
          .{accountNameZone}
        </span>
      </div>
      <p id={`${id}-description`} className="kit-names-field__description">
        {description}
      </p>
    </div>
  )
}
