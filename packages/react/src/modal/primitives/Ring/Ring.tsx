import type { ReactNode } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import ringCss from './Ring.css?inline'

adoptStyles('modal/primitives/Ring/Ring.css', ringCss)

export type RingProps = { state: 'waiting' | 'error'; children: ReactNode }

/** A ring around an 80 px image: turning while a wallet is asked, red once it declined. */
export function Ring({ state, children }: RingProps) {
  return (
    <span className="kit-ring" data-state={state}>
      <svg className="kit-ring__svg" viewBox="0 0 100 100" aria-hidden="true">
        <circle className="kit-ring__track" cx="50" cy="50" r="48" />
        <circle className="kit-ring__arc" cx="50" cy="50" r="48" pathLength="100" />
      </svg>
      {children}
    </span>
  )
}
