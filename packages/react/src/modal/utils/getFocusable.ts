const selector =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

/**
 * The elements Tab can reach inside `root`, in order, leaving out inert (leaving) views and
 * controls taken out of the tab order (`tabindex="-1"`, as in a roving grid).
 */
export function getFocusable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
    (element) => !element.closest('[inert]') && !element.hidden && element.tabIndex >= 0,
  )
}
