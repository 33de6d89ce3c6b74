import type { CatalogueWallet } from '@kit/core'

/**
 * Whether two catalogue entries say the same thing, field by field (arrays item by item). The
 * catalogue answers every search with new objects, so identity alone would redraw every tile.
 */
export function sameCatalogueWallet(a: CatalogueWallet, b: CatalogueWallet): boolean {
  if (a === b) return true
  const keys = Object.keys(a) as (keyof CatalogueWallet)[]
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => {
    const left = a[key]
    const right = b[key]
    if (left === right) return true
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => item === right[index])
    )
  })
}
