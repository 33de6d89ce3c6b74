import type { ThemeVariables } from '@kit/core'
import { type RefObject, useRef } from 'react'
import { useIsomorphicLayoutEffect } from '../utils/useIsomorphicLayoutEffect.js'
import { onAccentColor } from './onAccentColor.js'

/**
 * Applies the app's `--w3m-*` theme variables to the element `rootRef` holds (the modal root, a
 * button) through the CSSOM (no inline style strings, so a strict CSP holds) and picks a readable
 * text colour for the accent. A ref rather than the element in state: React sets it before layout
 * effects run, so mounting draws once instead of twice.
 */
export function useThemeRoot(
  rootRef: RefObject<HTMLElement | null>,
  variables: ThemeVariables,
  mode: string,
) {
  const applied = useRef<string[]>([])
  // `mode` is a dependency although unread: the accent, hence its text colour, changes with it.
  useIsomorphicLayoutEffect(() => {
    const root = rootRef.current
    if (!root) return
    for (const name of applied.current) root.style.removeProperty(name)
    applied.current = []
    for (const [name, value] of Object.entries(variables)) {
      if (!name.startsWith('--w3m-') || value === undefined) continue
      root.style.setProperty(name, String(value))
      applied.current.push(name)
    }
    root.style.removeProperty('--kit-on-accent')
    const probe = document.createElement('span')
    probe.className = 'kit-accent-probe'
    root.appendChild(probe)
    const onAccent = onAccentColor(getComputedStyle(probe).color)
    probe.remove()
    if (onAccent) root.style.setProperty('--kit-on-accent', onAccent)
  }, [rootRef, variables, mode])
}
