import { getFocusable } from '../utils/getFocusable.js'

/**
 * Moves focus into a view that just appeared, but only when focus has nowhere better to be: on
 * the page body, on the card itself, or inside the view that is leaving. Focus on the header
 * (Back, Close) or outside an embedded modal stays where it is.
 */
export function focusView(view: HTMLElement): void {
  const card = view.closest<HTMLElement>('[role="dialog"]')
  const active = document.activeElement
  const lost =
    !active || active === document.body || active === card || active.closest('[inert]') !== null
  // A closed modal (hidden) takes no focus: the open moves it in (Dialog's `initialFocus`).
  if (!lost || !card?.isConnected || card.closest('[data-closed]')) return
  const target = getFocusable(view)[0] ?? card
  target.focus({ preventScroll: true })
}

/** The first control of the view the card shows (not the one leaving): where an open puts focus. */
export function findViewFocus(card: HTMLElement): HTMLElement | undefined {
  const view = card.querySelector<HTMLElement>('.kit-view:not([inert])')
  return view ? getFocusable(view)[0] : undefined
}
