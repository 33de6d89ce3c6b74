import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { getFocusable } from '../../utils/getFocusable.js'
import { useStableHandler } from '../../utils/useStableHandler.js'
import dialogCss from './Dialog.css?inline'

adoptStyles('modal/primitives/Dialog/Dialog.css', dialogCss)

export type DialogProps = {
  /** Id of the element that names the dialog (the header title). */
  labelledBy: string
  onClose: () => void
  /** A modal dialog traps focus, closes on Escape and gives focus back when it goes away. */
  modal: boolean
  /** Whether the dialog shows (the default); a closed one keeps its content rendered, hidden. */
  open?: boolean | undefined
  /** Where focus goes on opening (the card when it returns nothing). */
  initialFocus?: ((card: HTMLElement) => HTMLElement | undefined) | undefined
  shake: boolean
  children: ReactNode
}

/** The modal's card. */
export function Dialog({
  labelledBy,
  onClose,
  modal,
  open = true,
  initialFocus,
  shake,
  children,
}: DialogProps) {
  const cardRef = useRef<HTMLDivElement>(null)
  const close = useStableHandler(onClose)
  const focusTarget = useStableHandler((card: HTMLElement) => initialFocus?.(card) ?? card)
  useLayoutEffect(() => {
    const card = cardRef.current
    if (!modal || !open || !card) return
    const previous = document.activeElement
    // One focus move, straight to its target: each move restyles the page.
    if (!card.contains(previous)) focusTarget(card).focus({ preventScroll: true })
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing) {
        event.preventDefault()
        close()
      } else if (event.key === 'Tab') {
        trapTab(card, event)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      // After the commit: React restores focus to the element that had it before the commit
      // when that element stays in the document, as the closed modal's does.
      queueMicrotask(() => {
        if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected)
          previous.focus()
      })
    }
  }, [modal, open, close, focusTarget])
  return (
    <div
      ref={cardRef}
      className={shake ? 'kit-card kit-card--shake' : 'kit-card'}
      role="dialog"
      aria-modal={modal || undefined}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      data-testid="kit-modal"
    >
      {children}
    </div>
  )
}

function trapTab(card: HTMLElement, event: KeyboardEvent) {
  const focusable = getFocusable(card)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const active = document.activeElement
  let target: HTMLElement | undefined
  if (!first || !last) target = card
  else if (!card.contains(active)) target = event.shiftKey ? last : first
  else if (event.shiftKey && (active === first || active === card)) target = last
  else if (!event.shiftKey && active === last) target = first
  if (!target) return
  event.preventDefault()
  target.focus()
}
