import { describe, expect, it } from 'vitest'
import { displayName } from './displayName.js'

describe('displayName', () => {
  it('removes bidi overrides, isolates, marks and zero-width spaces', () => {
    expect(displayName('\u202eksaMateM\u2066x\u2069\u200f\u200b!')).toBe('ksaMateMx!')
  })

  it('keeps emoji sequences joined by ZWJ', () => {
    expect(displayName('Family 👨‍👩‍👧')).toBe('Family 👨‍👩‍👧')
  })

  it('cuts combining-mark floods', () => {
    expect(displayName(`Z${'\u0301'.repeat(500)}ap`)).toBe('Z\u0301\u0301ap')
  })

  it('caps the length with an ellipsis', () => {
    const shown = displayName('W'.repeat(10_000))
    expect(Array.from(shown)).toHaveLength(64)
    expect(shown.endsWith('…')).toBe(true)
  })

  it('folds whitespace and falls back when nothing is left', () => {
    expect(displayName('  Meta\n\tMask  ')).toBe('Meta Mask')
    expect(displayName('\u202e\u200b', 'Unknown wallet')).toBe('Unknown wallet')
    expect(displayName(undefined)).toBe('Unknown')
  })

  it('leaves one space where an invisible character stood between two', () => {
    expect(displayName('Kit \u0000 Wallet')).toBe('Kit Wallet')
    expect(displayName('Kit\t\u200b\nWallet')).toBe('Kit Wallet')
  })
})
