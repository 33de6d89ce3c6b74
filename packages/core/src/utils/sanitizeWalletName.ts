import { isInvisibleName } from './isInvisibleName.js'

const maxLength = 64
// Control and format characters (bidi overrides and isolates, zero-width space and joiners, BOM),
// less the controls that are whitespace: a tab or a line break separates words, so it becomes a
// space below rather than joining them.
const invisible = /[^\P{Cc}\t\n\v\f\r]|\p{Cf}/gu
const separators = /[\p{Zl}\p{Zp}\s]+/gu
// More than three stacked combining marks is a "Zalgo" flood, not a script's need.
const markFlood = /(\p{M}{3})\p{M}+/gu

/**
 * Makes a wallet-supplied name safe to show as text (B09): strips bidi controls and
 * zero-width characters, collapses whitespace and mark floods, caps it at 64 characters with an
 * ellipsis. `undefined` when nothing visible is left (Hangul fillers and blank Braille draw nothing).
 */
export function sanitizeWalletName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  // Invisible characters go first, so the spaces they stood between collapse into one too.
  const name = value.replace(invisible, '').replace(separators, ' ').replace(markFlood, '$1').trim()
  if (isInvisibleName(name)) return undefined
  const characters = Array.from(name)
  if (characters.length <= maxLength) return name
  return `${characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`
}
