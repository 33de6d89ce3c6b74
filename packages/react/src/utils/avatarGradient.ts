/** Two HSL colours derived from an address, for the deterministic gradient avatar. */
export function avatarGradient(address: string): string {
  const hex = address.replace(/^0x/i, '').toLowerCase().padEnd(12, '0')
  const hue1 = Number.parseInt(hex.slice(0, 4), 16) % 360
  const hue2 = (hue1 + 40 + (Number.parseInt(hex.slice(4, 8), 16) % 140)) % 360
  const light = 55 + (Number.parseInt(hex.slice(8, 10), 16) % 15)
  return `radial-gradient(circle at 30% 30%, hsl(${hue1} 90% ${light}%), hsl(${hue2} 85% 45%))`
}
