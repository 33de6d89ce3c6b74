import { Button } from '../primitives/Button/Button.js'
import { Text } from '../primitives/Text/Text.js'
import './LoadError.css'

export type LoadErrorProps = {
  text: string
  onRetry: () => void
  'data-testid'?: string
}

/** What failed to load, and a Retry button. */
export function LoadError({ text, onRetry, 'data-testid': testId }: LoadErrorProps) {
  return (
    <div className="kit-load-error" role="alert">
      <Text size={14} tone="muted" align="center">
        {text}
      </Text>
      <Button variant="secondary" icon="refresh" data-testid={testId} onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}
