import { describe, expect, it } from 'vitest'
import { warmFonts } from './warmFonts.js'

function recordingContext() {
  const measured: string[] = []
  const context = {
    font: '10px sans-serif',
    measureText(text: string) {
      measured.push(`${context.font}|${text}`)
      return {} as TextMetrics
    },
  }
  return { context, measured }
}

describe('warmFonts', () => {
  it('measures text in every font given, in order', () => {
    const { context, measured } = recordingContext()
    warmFonts({ fonts: ['normal 600 16px Inter', 'normal 500 14px Inter'], context })
    expect(measured).toEqual(['normal 600 16px Inter|Wallet', 'normal 500 14px Inter|Wallet'])
  })

  it('does nothing where no canvas can measure (no OffscreenCanvas here)', () => {
    expect(typeof OffscreenCanvas).toBe('undefined')
    expect(() => warmFonts({ fonts: ['normal 400 12px Inter'] })).not.toThrow()
  })
})
