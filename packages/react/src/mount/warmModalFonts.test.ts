import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const warmed = vi.hoisted(() => [] as string[][])
vi.mock('./warmFonts.js', () => ({
  warmFonts: ({ fonts }: { fonts: string[] }) => warmed.push(fonts),
}))
const { warmModalFonts } = await import('./warmModalFonts.js')

beforeEach(() => {
  vi.useFakeTimers()
  warmed.length = 0
})
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

function modalContainer() {
  const container = document.createElement('div')
  document.body.append(container)
  return container
}

describe('warmModalFonts', () => {
  it('warms the fonts of the first render once the page is idle again', async () => {
    const container = modalContainer()
    warmModalFonts(container)
    await vi.advanceTimersByTimeAsync(1000)
    expect(warmed).toEqual([])
    container.innerHTML = '<h2 style="font: 600 16px Inter">Connect Wallet</h2>'
    await Promise.resolve()
    expect(warmed).toEqual([])
    await vi.advanceTimersByTimeAsync(1000)
    expect(warmed).toEqual([['normal 600 16px Inter']])
    container.innerHTML = '<p style="font: 400 12px Inter">later</p>'
    await vi.advanceTimersByTimeAsync(1000)
    expect(warmed).toHaveLength(1)
  })

  it('does nothing once cancelled, before or after the first render', async () => {
    const early = modalContainer()
    warmModalFonts(early)()
    early.innerHTML = '<h2 style="font: 600 16px Inter">Connect Wallet</h2>'
    const late = modalContainer()
    const cancel = warmModalFonts(late)
    late.innerHTML = '<h2 style="font: 600 16px Inter">Connect Wallet</h2>'
    await Promise.resolve()
    cancel()
    await vi.advanceTimersByTimeAsync(1000)
    expect(warmed).toEqual([])
  })
})
