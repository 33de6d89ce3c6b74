import { escapeXml } from './escapeXml.js'
import { hashText } from './hashText.js'

export type RenderPixelArtSvgParameters = {
  /** Seeds the pattern and the palette: the same label always draws the same picture. */
  label: string
  /** Spam collections get a loud "claim" banner, as such airdrops do. */
  spam: boolean
}

/** An NFT picture: a mirrored 8×8 pixel sprite on a tinted background, as plain SVG. */
export function renderPixelArtSvg({ label, spam }: RenderPixelArtSvgParameters): string {
  let hash = hashText(label)
  const next = () => {
    hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) >>> 0
    hash = (hash ^ (hash >>> 12)) >>> 0
    return hash
  }
  const hue = next() % 360
  const ink = `hsl(${hue} 70% 45%)`
  const accent = `hsl(${(hue + 150) % 360} 80% 55%)`
  const pixels: string[] = []
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 4; x += 1) {
      const value = next() % 10
      if (value < 4) continue
      const fill = value < 8 ? ink : accent
      for (const column of [x, 7 - x]) {
        pixels.push(
          `<rect x="${16 + column * 12}" y="${16 + y * 12}" width="12" height="12" fill="${fill}"/>`,
        )
      }
    }
  }
  const banner = spam
    ? '<rect x="0" y="104" width="128" height="24" fill="#e5243b"/><text x="64" y="121" text-anchor="middle" font-family="system-ui, sans-serif" font-size="13" font-weight="700" fill="#ffffff">CLAIM $5,000 NOW</text>'
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(label)}" shape-rendering="crispEdges"><rect width="128" height="128" fill="hsl(${hue} 60% 94%)"/>${pixels.join('')}${banner}</svg>`
}
