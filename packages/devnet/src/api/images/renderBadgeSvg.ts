import { escapeXml } from './escapeXml.js'
import { hashText } from './hashText.js'

export type RenderBadgeSvgParameters = {
  /** What the image shows, for `aria-label` and the colours. */
  label: string
  /** The short text drawn in the middle (initials, a symbol). */
  text: string
  shape: 'circle' | 'rounded'
  /** A fixed colour; derived from `label` otherwise. */
  color?: string | undefined
}

/**
 * A small SVG icon: a gradient tile or disc with centred text. Plain markup only (no script,
 * no external reference, no style element), so it is safe as `<img>` and as a document.
 */
export function renderBadgeSvg({ label, text, shape, color }: RenderBadgeSvgParameters): string {
  const hash = hashText(label)
  const hue = hash % 360
  const from = color ?? `hsl(${hue} 70% 52%)`
  const to = color ? color : `hsl(${(hue + 40 + ((hash >>> 9) % 80)) % 360} 75% 38%)`
  const fontSize = [...text].length > 2 ? 26 : 36
  const tile =
    shape === 'circle'
      ? '<circle cx="48" cy="48" r="48" fill="url(#g)"/>'
      : '<rect width="96" height="96" rx="24" fill="url(#g)"/>'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}" stop-opacity="${color ? '0.8' : '1'}"/></linearGradient></defs>${tile}<text x="48" y="50" text-anchor="middle" dominant-baseline="central" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="${fontSize}" font-weight="600" fill="#ffffff">${escapeXml(text)}</text></svg>`
}
