import { describe, expect, it } from 'vitest'
import { onAccentColor } from './onAccentColor.js'

describe('onAccentColor', () => {
  it('puts dark text on the default light accents, where white misses AA', () => {
    expect(onAccentColor('rgb(87, 115, 255)')).toBe('#0b0d17')
    expect(onAccentColor('rgb(102, 128, 255)')).toBe('#0b0d17')
  })

  it('puts white text on a dark accent', () => {
    expect(onAccentColor('rgb(20, 40, 120)')).toBe('#ffffff')
    expect(onAccentColor('rgba(0, 0, 0, 1)')).toBe('#ffffff')
  })

  it('gives up on what it cannot read', () => {
    expect(onAccentColor('')).toBeUndefined()
    expect(onAccentColor('var(--kit-accent)')).toBeUndefined()
  })
})
