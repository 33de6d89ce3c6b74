import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { IconTile } from '../../../primitives/IconTile/IconTile.js'
import { Row } from '../../../primitives/Row/Row.js'
import optionListCss from './OptionList.css?inline'

adoptStyles('modal/features/onramp/utils/OptionList.css', optionListCss)

export type OptionListItem = {
  id: string
  /** A short code drawn in the round badge (`USD`, `ETH`). */
  badge: string
  name: string
  detail: string
}

export type OptionListProps = {
  label: string
  items: readonly OptionListItem[]
  selected: string | undefined
  testId: string
  onSelect: (id: string) => void
}

/** A list of rows to pick one from (a currency, a token); the chosen one is checked. */
export function OptionList({ label, items, selected, testId, onSelect }: OptionListProps) {
  return (
    <ul className="kit-onramp-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Row
            data-testid={`${testId}-${item.id}`}
            aria-current={item.id === selected || undefined}
            start={
              <IconTile
                shape="round"
                tone="text"
                className="kit-onramp-list__badge"
                aria-hidden="true"
              >
                {item.badge.slice(0, 4)}
              </IconTile>
            }
            end={
              item.id === selected ? (
                <span className="kit-onramp-list__check">
                  <Icon name="check" size={16} />
                </span>
              ) : null
            }
            onClick={() => onSelect(item.id)}
          >
            <span className="kit-onramp-list__text">
              <bdi className="kit-onramp-list__name">{item.name}</bdi>
              <bdi className="kit-onramp-list__muted">{item.detail}</bdi>
            </span>
          </Row>
        </li>
      ))}
    </ul>
  )
}
