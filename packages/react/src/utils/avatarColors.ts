/**
 * The two colours of an address's gradient avatar, read from its leading bytes so the same
 * address always looks the same.
 */
export function avatarColors(address: string): [string, string] {
  const hex = address
    .replace(/^0x/i, '')
    .toLowerCase()
    .replace(/[^0-9a-f]/g, '')
    .padEnd(12, '0')
  const hue1 = Number.parseInt(hex.slice(0, 4), 16) % 360
  const hue2 = (hue1 + 40 + (Number.parseInt(hex.slice(4, 8), 16) % 140)) % 360
  const light = 55 + (Number.parseInt(hex.slice(8, 10), 16) % 15)
  return [`hsl(${hue1} 90% ${light}%)`, `hsl(${hue2} 85% 45%)`]
}

/** The gradient avatar's CSS background for an address. */
export function avatarBackground(address: string): string {
  const [from, to] = avatarColors(address)
  return `radial-gradient(circle at 30% 30%, ${from}, ${to})`
}
