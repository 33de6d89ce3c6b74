import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet } from '../networks/evmNetworks.js'
import { getState } from './state.js'
import { hideToast, showToast } from './toast.js'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

function setup() {
  const kit = createKit({ networks: [mainnet], storage: null, projectId: 'test-project' })
  onTestFinished(() => kit.destroy())
  return kit
}

describe('toast', () => {
  it('opens at once when none is open', () => {
    const kit = setup()
    showToast(kit, { message: 'Transaction started', variant: 'success' })
    expect(getState(kit, 'toast')).toEqual({
      message: 'Transaction started',
      variant: 'success',
      svg: undefined,
      open: true,
      autoClose: true,
    })
  })

  it('closes an open toast first and opens the new one after 150 ms', () => {
    const kit = setup()
    showToast(kit, { message: 'Authenticating...', variant: 'loading', autoClose: false })
    showToast(kit, { message: 'Signature declined', variant: 'error' })
    expect(getState(kit, 'toast').open).toBe(false)
    expect(getState(kit, 'toast').message).toBe('Authenticating...')
    vi.advanceTimersByTime(149)
    expect(getState(kit, 'toast').open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(getState(kit, 'toast')).toMatchObject({
      open: true,
      message: 'Signature declined',
      variant: 'error',
    })
  })

  it('closes by itself when autoClose is on, and stays without it', () => {
    const kit = setup()
    showToast(kit, { message: 'Copied', variant: 'success' })
    vi.advanceTimersByTime(2499)
    expect(getState(kit, 'toast').open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(getState(kit, 'toast').open).toBe(false)

    showToast(kit, { message: 'Authenticating...', variant: 'loading', autoClose: false })
    vi.advanceTimersByTime(60_000)
    expect(getState(kit, 'toast').open).toBe(true)
  })

  it('the replaced toast does not close the new one early', () => {
    const kit = setup()
    showToast(kit, { message: 'First', variant: 'success' })
    vi.advanceTimersByTime(2000)
    showToast(kit, { message: 'Second', variant: 'success' })
    vi.advanceTimersByTime(150)
    vi.advanceTimersByTime(2000)
    expect(getState(kit, 'toast')).toMatchObject({ open: true, message: 'Second' })
  })

  it('hideToast closes it and cancels a pending swap', () => {
    const kit = setup()
    showToast(kit, { message: 'First', variant: 'success' })
    showToast(kit, { message: 'Second', variant: 'success' })
    hideToast(kit)
    vi.advanceTimersByTime(1000)
    expect(getState(kit, 'toast').open).toBe(false)
    expect(getState(kit, 'toast').message).toBe('First')
  })
})
