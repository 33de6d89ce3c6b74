/** Printable and control ASCII only: such a name lowercases letter for letter, A–Z to a–z. */
const asciiOnly = /^[\0-\x7f]*$/
const regExpSyntax = /[\\^$.*+?()[\]{}|/-]/g

/**
 * A test of whether a wallet name contains `needle` (already lowercased), exactly as
 * `name.toLowerCase().includes(needle)` decides, without lowercasing each ASCII name: a search
 * runs it over the whole catalogue on every keystroke, and 1,000 lowercased copies a keystroke
 * were garbage the next keystroke's collector paid for.
 */
export function createNameMatcher(needle: string): (name: string) => boolean {
  // A case-insensitive pattern without the `u` flag folds ASCII letters only, as toLowerCase
  // does on an ASCII name. Other names take the exact path.
  const pattern = new RegExp(needle.replace(regExpSyntax, '\\$&'), 'i')
  return (name) => (asciiOnly.test(name) ? pattern.test(name) : name.toLowerCase().includes(needle))
}
