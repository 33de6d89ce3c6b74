import { cloneElement, isValidElement, type ReactNode } from 'react'

/**
 * A text's pieces ready for React: elements get their position as key, so a caller may pass
 * `{ name: <bdi>…</bdi> }` without keying each value itself.
 */
export function keyedParts(parts: readonly ReactNode[]): ReactNode[] {
  return parts.map((part, index) =>
    isValidElement(part) && part.key === null
      ? // biome-ignore lint/suspicious/noArrayIndexKey: a template's pieces never move or reorder
        cloneElement(part, { key: index })
      : part,
  )
}
