import { isInvisibleName } from '@kit/core/modules/utils/isInvisibleName'

// Control and format characters: bidi overrides and isolates, direction marks, zero-width
// spaces, BOM. ZWJ (U+200D) stays: emoji sequences need it. So do the controls that are
// whitespace (a tab, a line break): they separate words, and become a space below.
const invisible = /(?![\u200d\t\n\v\f\r])[\p{Cc}\p{Cf}]/gu
const markFlood = /(\p{M}{2})\p{M}+/gu
/**
 * Makes an untrusted name (wallet, network, profile) safe to show as one line of text: control
 * and bidi characters removed, combining-mark floods cut, length capped with an ellipsis. A name
 * that draws nothing (Hangul fillers, blank Braille) gets the fallback.
 */
export function displayName(
  name: string | null | undefined,
  fallback = 'Unknown',
  maxLength = 64,
): string {
  // Invisible characters go first, so the spaces they stood between collapse into one too.
  const clean = (name ?? '')
    .replace(invisible, '')
    .replace(/\s+/g, ' ')
    .replace(markFlood, '$1')
    .trim()
  if (isInvisibleName(clean)) return fallback
  const chars = Array.from(clean)
  return chars.length > maxLength
    ? `${chars
        .slice(0, maxLength - 1)
        .join('')
        .trimEnd()}…`
    : clean
}
