import { describe, expect, it, onTestFinished } from 'vitest'
import { createMockKit } from '../test/createMockKit.js'
import { runLatestRequest } from './runLatestRequest.js'

/** A request the test answers: `answer(value)` resolves it; an abort rejects it. */
function gatedRequest<T>() {
  let answer!: (value: T) => void
  const run = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      answer = resolve
      signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    })
  return { run, answer: (value: T) => answer(value) }
}

/** Handlers that record each answer written in `written`, and drop failures. */
function writeTo(written: string[]) {
  return { onResult: (value: string) => written.push(value), onError: () => {} }
}

function setup() {
  const { kit } = createMockKit()
  onTestFinished(() => kit.destroy())
  return kit
}

describe('runLatestRequest', () => {
  it('a newer request replaces the older: only the newer writes, and the older caller resolves at once', async () => {
    const kit = setup()
    const written: string[] = []
    const older = gatedRequest<string>()
    const newer = gatedRequest<string>()
    const first = runLatestRequest(kit, 'k', { run: older.run, ...writeTo(written) })
    const second = runLatestRequest(kit, 'k', { run: newer.run, ...writeTo(written) })
    await first
    expect(written).toEqual([])
    newer.answer('newer')
    await second
    expect(written).toEqual(['newer'])
    expect(kit.runtime.requestTasks.size).toBe(0)
  })

  it('waitForNewest: the replaced caller resolves only once the newest wrote', async () => {
    const kit = setup()
    const written: string[] = []
    const older = gatedRequest<string>()
    const newer = gatedRequest<string>()
    const newest = gatedRequest<string>()
    let settled = false
    const first = runLatestRequest(kit, 'k', {
      run: older.run,
      ...writeTo(written),
      waitForNewest: true,
    }).then(() => {
      settled = true
    })
    void runLatestRequest(kit, 'k', { run: newer.run, ...writeTo(written) })
    // A third replaces the second before it answers: the first caller follows to the end.
    void runLatestRequest(kit, 'k', { run: newest.run, ...writeTo(written) })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    newest.answer('newest')
    await first
    expect(written).toEqual(['newest'])
    expect(kit.runtime.requestTasks.size).toBe(0)
  })

  it('waitForNewest with nothing newer resolves with its own answer; a failure is written once', async () => {
    const kit = setup()
    const errors: unknown[] = []
    const own = gatedRequest<string>()
    const done = runLatestRequest(kit, 'k', {
      run: own.run,
      onResult: () => {},
      onError: (e) => errors.push(e),
      waitForNewest: true,
    })
    const failing = runLatestRequest(kit, 'other', {
      run: async () => {
        throw new Error('down')
      },
      onResult: () => {},
      onError: (e) => errors.push(e),
      waitForNewest: true,
    })
    own.answer('mine')
    await Promise.all([done, failing])
    expect(errors).toHaveLength(1)
  })
})
