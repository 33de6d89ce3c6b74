/** Longest wallet message shown to a user, in characters (code points). */
export const readableMessageMaxLength = 160

// Control and format characters: bidi overrides and isolates, zero-width spaces, NUL, BOM.
const invisible = /[\p{Cc}\p{Cf}]/gu

/**
 * A wallet's own message made fit to show as one line of plain text: its first line, with
 * whitespace collapsed, control and format characters removed, and at most
 * `readableMessageMaxLength` characters (cut with `…`). `undefined` when nothing readable is left.
 */
export function toReadableMessage(message: string | undefined): string | undefined {
  const line = (message ?? '').split(/[\n\r\u2028\u2029]/, 1)[0] ?? ''
  const clean = line.replace(/\s+/g, ' ').replace(invisible, '').replace(/ {2,}/g, ' ').trim()
  if (!clean) return undefined
  const chars = Array.from(clean)
  if (chars.length <= readableMessageMaxLength) return clean
  return `${chars
    .slice(0, readableMessageMaxLength - 1)
    .join('')
    .trimEnd()}…`
}
