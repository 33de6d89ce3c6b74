const rgb = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/

function luminance(channels: number[]): number {
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The text colour to put on an accent given as a computed `rgb()` value: white when it reaches
 * WCAG AA (4.5:1), otherwise near-black. `undefined` when the colour cannot be read.
 */
export function onAccentColor(color: string): string | undefined {
  const match = rgb.exec(color)
  if (!match) return undefined
  const l = luminance(match.slice(1, 4).map(Number))
  return 1.05 / (l + 0.05) >= 4.5 ? '#ffffff' : '#0b0d17'
}
