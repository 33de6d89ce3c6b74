import { describe, expect, it } from 'vitest'
import { decidePairing } from './decidePairing.js'

const now = 1_700_000_000_000
const base = {
  pending: true,
  expiry: now + 60_000,
  now,
  retry: false,
  waitsForPendingPairing: false,
}

describe('decidePairing', () => {
  it('reuses a pending pairing with time left', () => {
    expect(decidePairing(base)).toBe('reuse')
  })

  it('waits for the pending pairing on Telegram or iOS Safari', () => {
    expect(decidePairing({ ...base, waitsForPendingPairing: true })).toBe('wait')
  })

  it('makes a new one when none is pending', () => {
    expect(decidePairing({ ...base, pending: false })).toBe('new')
    expect(decidePairing({ ...base, pending: false, waitsForPendingPairing: true })).toBe('new')
  })

  it('makes a new one on retry', () => {
    expect(decidePairing({ ...base, retry: true, waitsForPendingPairing: true })).toBe('new')
  })

  it('treats 10 s or less left as expired', () => {
    expect(decidePairing({ ...base, expiry: now + 10_000 })).toBe('new')
    expect(decidePairing({ ...base, expiry: now + 10_001 })).toBe('reuse')
    expect(decidePairing({ ...base, expiry: now - 1, waitsForPendingPairing: true })).toBe('new')
  })

  it('keeps a pending pairing whose URI is still on its way', () => {
    expect(decidePairing({ ...base, expiry: undefined })).toBe('reuse')
  })
})
