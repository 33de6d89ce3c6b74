import { describe, expect, it } from 'vitest'
import { iconMask } from './iconMask.js'
import { type IconName, iconPaths } from './iconPaths.js'

const decode = (mask: string) => {
  const match = /^url\("data:image\/svg\+xml,([^"]*)"\)$/.exec(mask)
  if (!match) throw new Error(`not a data URL image: ${mask}`)
  return decodeURIComponent(match[1]!)
}

describe('iconMask', () => {
  it.each(Object.keys(iconPaths) as IconName[])('draws %s as one stroked path', (name) => {
    const svg = decode(iconMask(name, 20))
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
    expect(doc.querySelector('parsererror')).toBeNull()
    const paths = doc.querySelectorAll('path')
    expect(paths).toHaveLength(1)
    expect(paths[0]!.getAttribute('d')).toBe(iconPaths[name])
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 20 20')
  })

  it.each([
    [16, '2.1875'],
    [20, '1.75'],
    [24, '1.4583'],
    [28, '1.25'],
  ] as const)('keeps the stroke 1.75 px wide at %i px', (size, width) => {
    expect(Math.abs((Number(width) * size) / 20 - 1.75)).toBeLessThan(0.001)
    expect(decode(iconMask('close', size))).toContain(`stroke-width="${width}"`)
  })

  it('escapes the markup so that no quote or bracket ends the CSS string early', () => {
    const mask = iconMask('copy', 20)
    expect(mask.slice('url("'.length, -'")'.length)).not.toMatch(/["'()<>\s]/)
  })
})
