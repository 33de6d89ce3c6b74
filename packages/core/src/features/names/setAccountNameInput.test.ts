import { describe, expect, it, onTestFinished } from 'vitest'
import { createKit } from '../../createKit.js'
import { mainnet } from '../../networks/evmNetworks.js'
import { getNamesState } from './getNamesState.js'
import { setAccountNameInput } from './setAccountNameInput.js'
import { getNamesSnapshot, watchNamesState } from './watchNamesState.js'

function setup() {
  const kit = createKit({ networks: [mainnet], adapters: [], storage: null, projectId: 'p' })
  onTestFinished(() => kit.destroy())
  return kit
}

describe('setAccountNameInput', () => {
  it('keeps the input, cut at 100 characters, and clears the last failure', () => {
    const kit = setup()
    getNamesState(kit).failure = { reason: 'rejected' }
    setAccountNameInput(kit, { input: 'alice' })
    expect(getNamesState(kit)).toMatchObject({ input: 'alice', failure: undefined })
    setAccountNameInput(kit, { input: 'x'.repeat(500) })
    expect(getNamesState(kit).input).toHaveLength(100)
  })

  it('watchers hear each change and snapshots stay the same object until one', () => {
    const kit = setup()
    let calls = 0
    const stop = watchNamesState(kit, { onChange: () => calls++ })
    const before = getNamesSnapshot(kit)
    expect(getNamesSnapshot(kit)).toBe(before)
    setAccountNameInput(kit, { input: 'alice' })
    expect(calls).toBe(1)
    expect(getNamesSnapshot(kit)).not.toBe(before)
    expect(getNamesSnapshot(kit).input).toBe('alice')
    stop()
    setAccountNameInput(kit, { input: 'bob' })
    expect(calls).toBe(1)
  })
})
