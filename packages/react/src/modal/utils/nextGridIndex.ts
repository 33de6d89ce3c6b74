/**
 * Where an arrow, Home or End key moves the focus in a grid of `count` cells laid out
 * `columns` wide; undefined for any other key.
 */
export function nextGridIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
): number | undefined {
  if (count <= 0) return undefined
  const clamp = (value: number) => Math.min(count - 1, Math.max(0, value))
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1)
    case 'ArrowLeft':
      return clamp(index - 1)
    case 'ArrowDown':
      return index + columns < count ? index + columns : index
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
