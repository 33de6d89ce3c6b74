import { adoptStyles } from '../../../theme/adoptStyles.js'
import spinnerCss from './Spinner.css?inline'

adoptStyles('modal/primitives/Spinner/Spinner.css', spinnerCss)

/** A small indeterminate spinner; the surrounding control says what is loading. */
export function Spinner({ size = 20 }: { size?: 16 | 20 }) {
  return (
    <svg className="kit-spinner" width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <circle className="kit-spinner__track" cx="10" cy="10" r="7.5" />
      <circle className="kit-spinner__arc" cx="10" cy="10" r="7.5" pathLength="100" />
    </svg>
  )
}
