import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { Button } from '../primitives/Button/Button.js'
import { Text } from '../primitives/Text/Text.js'
import loadErrorCss from './LoadError.css?inline'

adoptStyles('modal/LoadError/LoadError.css', loadErrorCss)

export type LoadErrorProps = {
  text: string
  onRetry: () => void
  'data-testid'?: string
}

/** What failed to load, and a Retry button. */
export function LoadError({ text, onRetry, 'data-testid': testId }: LoadErrorProps) {
  const { t } = useI18n()
  return (
    <div className="kit-load-error" role="alert">
      <Text size={14} tone="muted" align="center">
        {text}
      </Text>
      <Button variant="secondary" icon="refresh" data-testid={testId} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  )
}
