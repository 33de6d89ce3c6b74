import { describe, expect, it } from 'vitest'
import { nextGridIndex } from './nextGridIndex.js'

describe('nextGridIndex', () => {
  it('moves by one across and by a row up and down', () => {
    expect(nextGridIndex('ArrowRight', 5, 10, 4)).toBe(6)
    expect(nextGridIndex('ArrowLeft', 5, 10, 4)).toBe(4)
    expect(nextGridIndex('ArrowDown', 5, 10, 4)).toBe(9)
    expect(nextGridIndex('ArrowUp', 5, 10, 4)).toBe(1)
  })

  it('stops at the edges', () => {
    expect(nextGridIndex('ArrowLeft', 0, 10, 4)).toBe(0)
    expect(nextGridIndex('ArrowRight', 9, 10, 4)).toBe(9)
    expect(nextGridIndex('ArrowDown', 7, 10, 4)).toBe(7)
    expect(nextGridIndex('ArrowUp', 2, 10, 4)).toBe(2)
  })

  it('jumps to the ends, and ignores other keys', () => {
    expect(nextGridIndex('Home', 7, 10, 4)).toBe(0)
    expect(nextGridIndex('End', 2, 10, 4)).toBe(9)
    expect(nextGridIndex('a', 2, 10, 4)).toBeUndefined()
    expect(nextGridIndex('ArrowDown', 0, 0, 4)).toBeUndefined()
  })
})
