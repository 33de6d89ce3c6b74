// Kept apart from the confusables table (walletNameSkeleton.ts) so announce-time checks do not
// load it.

/**
 * Characters a browser draws as nothing: UTS #44 Default_Ignorable_Code_Point (including the
 * Hangul fillers U+115F, U+1160, U+3164, U+FFA0 and variation selectors) plus the blank Braille
 * pattern U+2800, which renders as an empty cell.
 */
export const invisibleCharacters =
  /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2800\u115f\u1160\u3164\uffa0]/gu

/** Whether a name is made only of characters that draw nothing (or of nothing at all). */
export function isInvisibleName(name: string): boolean {
  return name.replace(invisibleCharacters, '').trim() === ''
}
