import { adoptStyles } from '../../../../theme/adoptStyles.js'
import type { IconName } from '../../../icons/iconPaths.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { IconTile } from '../../../primitives/IconTile/IconTile.js'
import { Text } from '../../../primitives/Text/Text.js'
import helpPointsCss from './HelpPoints.css?inline'

adoptStyles('modal/features/help/HelpPoints/HelpPoints.css', helpPointsCss)

export type HelpPoint = { icon: IconName; title: string; text: string }

/** A few points that explain one idea: an icon, a short title and a sentence each. */
export function HelpPoints({ points }: { points: readonly HelpPoint[] }) {
  return (
    <ul className="kit-help-points">
      {points.map((point) => (
        <li key={point.title} className="kit-help-points__item">
          <IconTile shape="round" tone="accent">
            <Icon name={point.icon} size={20} />
          </IconTile>
          <span className="kit-help-points__text">
            <Text as="h3" size={16} weight={600}>
              {point.title}
            </Text>
            <Text size={14} tone="muted">
              {point.text}
            </Text>
          </span>
        </li>
      ))}
    </ul>
  )
}
