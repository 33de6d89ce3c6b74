import jsQR from 'jsqr'

export type ModuleGrid = { size: number; isDark: (row: number, col: number) => boolean }

/** RGBA pixels of a module grid: `scale` pixels per module and a light quiet zone of `quiet` modules. */
export function rasterise(
  grid: ModuleGrid,
  { scale = 4, quiet = 4 }: { scale?: number; quiet?: number } = {},
): { data: Uint8ClampedArray; width: number } {
  const width = (grid.size + 2 * quiet) * scale
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  for (let row = 0; row < grid.size; row++) {
    for (let col = 0; col < grid.size; col++) {
      if (!grid.isDark(row, col)) continue
      for (let y = (row + quiet) * scale; y < (row + quiet + 1) * scale; y++) {
        const offset = (y * width + (col + quiet) * scale) * 4
        for (let x = 0; x < scale * 4; x += 4) {
          data[offset + x] = 0
          data[offset + x + 1] = 0
          data[offset + x + 2] = 0
        }
      }
    }
  }
  return { data, width }
}

/** Decodes a module grid with jsQR, as a camera would see it printed; null when it does not read. */
export function decodeModules(
  grid: ModuleGrid,
  options?: { scale?: number; quiet?: number },
): { text: string; version: number } | null {
  const { data, width } = rasterise(grid, options)
  const result = jsQR(data, width, width, { inversionAttempts: 'dontInvert' })
  return result && { text: result.data, version: result.version }
}
