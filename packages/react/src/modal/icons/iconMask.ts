import { type IconName, iconPaths } from './iconPaths.js'

/** The sizes icons are drawn at, in px. */
export type IconSize = 16 | 20 | 24 | 28

/**
 * 1.75 px in units of the 20-unit grid, at each size. Written out: a number turned into text while
 * the modal draws can make V8 grow its number-to-text cache (about 46 KiB of heap).
 */
const strokeWidths: Record<IconSize, string> = {
  16: '2.1875',
  20: '1.75',
  24: '1.4583',
  28: '1.25',
}

/**
 * Each mask built once (at most 25 names at 4 sizes): icons redraw with every row and tile, such
 * as a page of search results at each keystroke.
 */
const masks: Partial<Record<IconSize, Map<IconName, string>>> = {}

/**
 * The CSS image an icon is masked with: its path on the 20 × 20 grid, stroked so that it draws
 * 1.75 px wide at `size` px. An icon drawn as a mask adds no SVG element to the page, whose
 * script wrappers would cost the page's heap about 30 KiB the first time.
 * @example iconMask('close', 16) // 'url("data:image/svg+xml,…")'
 */
export function iconMask(name: IconName, size: IconSize): string {
  masks[size] ??= new Map()
  const bySize = masks[size]
  let mask = bySize.get(name)
  if (mask === undefined) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="none" stroke="#000" stroke-width="${strokeWidths[size]}" stroke-linecap="round" stroke-linejoin="round"><path d="${iconPaths[name]}"/></svg>`
    mask = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
    bySize.set(name, mask)
  }
  return mask
}
