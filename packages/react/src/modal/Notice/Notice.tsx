import { adoptStyles } from '../../theme/adoptStyles.js'
import type { IconName } from '../icons/iconPaths.js'
import { Icon } from '../primitives/Icon/Icon.js'
import { Text } from '../primitives/Text/Text.js'
import noticeCss from './Notice.css?inline'

adoptStyles('modal/Notice/Notice.css', noticeCss)

export type NoticeProps = {
  icon: IconName
  tone?: 'neutral' | 'warning'
  title?: string
  text: string
}

/** A centred icon and a few words: empty states and warnings. */
export function Notice({ icon, tone = 'neutral', title, text }: NoticeProps) {
  return (
    <div className={`kit-notice kit-notice--${tone}`}>
      <span className="kit-notice__icon">
        <Icon name={icon} size={28} />
      </span>
      {title && (
        <Text size={16} weight={600} align="center">
          {title}
        </Text>
      )}
      <Text size={14} tone="muted" align="center">
        {text}
      </Text>
    </div>
  )
}
