import type { ModuleGrid } from '../../../qr/test/decodeModules.js'

/**
 * Rebuilds the module grid `QrCode` drew from its SVG elements: each finder ring rect stands for
 * a 7×7 finder, each dot of the modules path for one dark module. Coordinates are in modules with
 * the four-module quiet zone.
 */
export function readQrSvg(svg: SVGSVGElement): ModuleGrid & { dots: number } {
  const viewBox = svg.getAttribute('viewBox')!.split(' ').map(Number)
  const size = viewBox[2]! - 8
  const dark = new Set<number>()
  const finderRows = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111']
  for (const ring of svg.querySelectorAll('[data-part="finder-ring"]')) {
    const left = Number(ring.getAttribute('x')) - 0.5 - 4
    const top = Number(ring.getAttribute('y')) - 0.5 - 4
    finderRows.forEach((line, r) => {
      line.split('').forEach((bit, c) => {
        if (bit === '1') dark.add((top + r) * size + left + c)
      })
    })
  }
  const d = svg.querySelector('[data-part="modules"]')!.getAttribute('d') ?? ''
  let dots = 0
  for (const [, x, y] of d.matchAll(/M([\d.]+) ([\d.]+)a/g)) {
    const col = Number(x) + 0.4375 - 0.5 - 4
    const row = Number(y) - 0.5 - 4
    if (!Number.isInteger(col) || !Number.isInteger(row))
      throw new Error(`Dot off the grid: ${x} ${y}`)
    dark.add(row * size + col)
    dots++
  }
  return {
    size,
    dots,
    isDark: (row, col) =>
      row >= 0 && col >= 0 && row < size && col < size && dark.has(row * size + col),
  }
}
