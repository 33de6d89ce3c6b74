import type { NameSuggestion } from '@kit/core/modules/features/names/fetchNameSuggestions'
import { useId } from 'react'
import { Pill } from '../../../primitives/Pill/Pill.js'
import { Text } from '../../../primitives/Text/Text.js'

export type NameSuggestionsProps = {
  suggestions: readonly NameSuggestion[]
  title: string
  freeLabel: string
  takenLabel: string
  disabled: boolean
  onPick: (name: string) => void
}

/** Names like the one typed: a free one fills the field when picked, a taken one is shown only. */
export function NameSuggestions({
  suggestions,
  title,
  freeLabel,
  takenLabel,
  disabled,
  onPick,
}: NameSuggestionsProps) {
  const id = useId()
  if (suggestions.length === 0) return null
  return (
    <section className="kit-names-suggestions" aria-labelledby={id}>
      <Text as="h3" id={id} size={12} weight={600} tone="muted">
        {title}
      </Text>
      <ul className="kit-names-suggestions__list">
        {suggestions.map(({ name, registered }) => (
          <li key={name}>
            <button
              type="button"
              className="kit-names-suggestions__row"
              data-testid="kit-name-suggestion"
              data-name={name}
              data-registered={registered}
              disabled={disabled || registered}
              onClick={() => onPick(name)}
            >
              <bdi className="kit-names-suggestions__name" dir="ltr">
                {name}
              </bdi>
              <Pill variant={registered ? 'neutral' : 'success'}>
                {registered ? takenLabel : freeLabel}
              </Pill>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
