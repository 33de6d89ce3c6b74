/**
 * Up to two initials of a name, whole code points (so emoji and other scripts survive), upper
 * case: `Cobalt Wallet` → `CW`, `CobaltPay` → `CP`, `カギ Wallet` → `カW`.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word))
  const first = words[0] ?? name
  const capitals = [...first].filter((char, index) => index > 0 && /\p{Lu}/u.test(char))
  const second = words[1] ? [...words[1]][0] : capitals[0]
  return `${[...first][0] ?? '?'}${second ?? ''}`.toUpperCase()
}
