/** A 32-bit FNV-1a hash of `text`: picks stable colours and patterns for generated images. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}
