import { invisibleCharacters } from './isInvisibleName.js'

const marks = /\p{M}/gu

// Prototype of each confusable, after UTS #39 `confusables.txt`: Cyrillic, Greek, Armenian and
// Cherokee letters that look Latin, and Latin letters (IPA, small capitals, hooked forms) that
// look like plain ASCII ones. Keys and values are compared after NFKC and case folding.
const prototypes: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ԝ: 'w',
  ԁ: 'd',
  ѵ: 'v',
  ү: 'y',
  ь: 'b',
  г: 'r',
  п: 'n',
  ԍ: 'g',
  ɡ: 'g',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  // Armenian
  օ: 'o',
  ս: 'u',
  ո: 'n',
  հ: 'h',
  զ: 'q',
  ց: 'g',
  // Latin lookalikes of ASCII letters
  ɑ: 'a',
  ɐ: 'a',
  ʙ: 'b',
  ƀ: 'b',
  ɓ: 'b',
  ƈ: 'c',
  ᴄ: 'c',
  ɗ: 'd',
  ᴅ: 'd',
  ɛ: 'e',
  ᴇ: 'e',
  ƒ: 'f',
  ɢ: 'g',
  ɠ: 'g',
  ʜ: 'h',
  ɦ: 'h',
  ɪ: 'i',
  ı: 'i',
  ɩ: 'i',
  ʝ: 'j',
  ƙ: 'k',
  ᴋ: 'k',
  ʟ: 'l',
  ɭ: 'l',
  ʍ: 'm',
  ᴍ: 'm',
  ɱ: 'm',
  ɴ: 'n',
  ɲ: 'n',
  ᴏ: 'o',
  ɵ: 'o',
  ᴘ: 'p',
  ƥ: 'p',
  ʀ: 'r',
  ɾ: 'r',
  ꜱ: 's',
  ʂ: 's',
  ᴛ: 't',
  ƭ: 't',
  ᴜ: 'u',
  ʋ: 'v',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ƴ: 'y',
  ᴢ: 'z',
  ȥ: 'z',
  ʐ: 'z',
  // Digits and letters that pass for each other in a wordmark
  '0': 'o',
  '1': 'l',
  '|': 'l',
}
const cherokee: Record<string, string> = {
  Ꭺ: 'a',
  Ᏼ: 'b',
  Ꮯ: 'c',
  Ꭰ: 'd',
  Ꭼ: 'e',
  Ꮐ: 'g',
  Ꮋ: 'h',
  Ꮖ: 'i',
  Ꭻ: 'j',
  Ꮶ: 'k',
  Ꮮ: 'l',
  Ꮇ: 'm',
  Ꮲ: 'p',
  Ꮪ: 's',
  Ꭲ: 't',
  Ꮩ: 'v',
  Ꮃ: 'w',
  Ꮓ: 'z',
}

/**
 * Whether a single character has a confusable prototype other than itself: a Cyrillic `а`, a
 * Latin `ɑ` (U+0251) or `ʙ` (U+0299) that passes for an ASCII letter.
 */
export function isConfusableCharacter(char: string): boolean {
  if (char.length === 1 && char.charCodeAt(0) < 0x80) return false
  return char in cherokee || char.toLowerCase() in prototypes
}

/**
 * The confusable skeleton of a wallet name (UTS #39 idea): NFKC, case folding, default-ignorable
 * and invisible characters and combining marks removed, every confusable replaced by its
 * prototype, whitespace dropped. Two names with equal skeletons look alike to a visitor.
 */
export function walletNameSkeleton(name: string): string {
  let skeleton = ''
  const folded = name
    .normalize('NFKC')
    .replace(invisibleCharacters, '')
    .normalize('NFD')
    .replace(marks, '')
  for (const char of folded) {
    const mapped = cherokee[char] ?? prototypes[char.toLowerCase()] ?? char.toLowerCase()
    if (!/\s/u.test(mapped)) skeleton += mapped
  }
  // `rn` reads as `m` and `vv` as `w` in most wordmark fonts.
  return skeleton.replace(/rn/g, 'm').replace(/vv/g, 'w')
}
