import { isInvisibleName } from '@kit/core/modules/utils/isInvisibleName'

const scripts = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Cherokee',
  'Georgian',
  'Han',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Hangul',
  'Arabic',
  'Hebrew',
  'Thai',
  'Devanagari',
] as const
type Script = (typeof scripts)[number]

const scriptPatterns = scripts.map(
  (script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const,
)
// Mixes that are ordinary writing (UTS #39 "highly restrictive"): Latin with Japanese, Chinese
// or Korean. Any other mix of scripts is what a lookalike name is made of.
const allowedMixes: readonly (readonly Script[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
]
// A Latin letter is plain when it is an ASCII letter, with or without accents (é, ñ, ů). Any
// other (ɑ, ʙ, ƙ, ʍ, ı, but also ł, ß, æ) may pass for an ASCII one and earns no badge: stricter
// than the confusables table, so that table need not load with the modal.
const accentedAscii = /^[A-Za-z]\p{M}*$/u
// Scripts with letters that look like Latin ones: a name written only in those letters reads as
// a Latin name it is not (`МеТаМаѕк` in Cyrillic, `ΑΒΕ` in Greek).
const latinLookalikes =
  /^[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]$/u
const lookalikeLetters = new Set(
  Array.from(
    'АВЕЅІЈКМНОРСТХУаеіјорсхуѕԁһӏԛԝԜѵѴҮӀкмнтвьг' + // Cyrillic
      'ΑΒΕΖΗΙΚΜΝΟΡΤΥΧοιυνκτρ' + // Greek
      'ՕՍՏօսոհզ' + // Armenian
      'ᎪᏴᏟᎠᎬᏀᎻᏆᎫᏦᏞᎷᏢᏚᎢᏙᏔᏃ', // Cherokee
  ),
)

/**
 * Whether a wallet name is plain enough to carry a "certified" badge (B09): no control, format
 * or invisible characters, no compatibility forms (full-width, styled letters), no stray
 * combining marks on alphabetic scripts, non-ASCII digits or mix of scripts (`MetaMаsk` with a
 * Cyrillic `а`), no Latin letter other than an ASCII one with or without accents (`MetɑMask`,
 * `Coinʙase`, `Złoty`), not a whole-script lookalike of a Latin name, and not made only of
 * characters that draw nothing.
 */
export function isPlainName(name: string | null | undefined): boolean {
  if (typeof name !== 'string') return false
  const trimmed = name.trim()
  if (trimmed.length > 64) return false
  return plainAscii.test(trimmed) || isPlainByScripts(trimmed)
}

/**
 * Printable ASCII with at least one letter and no double space: plain by every rule below, and
 * most catalogue names are. Tested first, so that drawing a page of tiles does not walk each
 * name letter by letter through the script patterns. The part before the first letter matches no
 * letter, so the pattern has one way to match.
 */
const plainAscii = /^(?!.* {2})[ -@[-`{-~]*[A-Za-z][ -~]*$/

/** The full check of a trimmed name of at most 64 characters (see `isPlainName`). */
export function isPlainByScripts(trimmed: string): boolean {
  if (trimmed.length === 0 || isInvisibleName(trimmed)) return false
  if (/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u.test(trimmed)) return false
  if (/[^\S ]| {2}/u.test(trimmed)) return false
  if (trimmed.normalize('NFKC') !== trimmed) return false
  if (/[\p{Nd}]/u.test(trimmed) && /[^\P{Nd}0-9]/u.test(trimmed)) return false
  const used = new Set<Script>()
  let lookalikesOnly = true
  for (const char of trimmed) {
    if (!/\p{L}/u.test(char)) continue
    const script = scriptPatterns.find(([, pattern]) => pattern.test(char))?.[0]
    if (!script) return false
    used.add(script)
    if (script === 'Latin' && !accentedAscii.test(char.normalize('NFD'))) return false
    if (!latinLookalikes.test(char) || !lookalikeLetters.has(char)) lookalikesOnly = false
  }
  if (used.size === 0) return false
  const alphabetic = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee', 'Georgian']
  if (/\p{M}/u.test(trimmed) && [...used].some((script) => alphabetic.includes(script)))
    return false
  if (used.size > 1 && !allowedMixes.some((mix) => [...used].every((s) => mix.includes(s))))
    return false
  if (lookalikesOnly) return false
  return true
}
