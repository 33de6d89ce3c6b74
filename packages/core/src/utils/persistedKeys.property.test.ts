import { fc, propertyTest } from '@kit/fuzz'
import { createMemoryStorage } from '@kit/test-fixtures'
import { expect } from 'vitest'
import { createStorage } from './createStorage.js'
import { readStored, storedRecords, writeStored } from './persistedKeys.js'

const prefix = '@p/'
const records = Object.values(storedRecords)
const good = JSON.stringify({ v: 1, d: 'connected' })

/** What a stored value may look like after a crash, an old version or another script's write. */
const storedText = fc.oneof(
  fc.string(),
  fc.jsonValue().map((d) => JSON.stringify({ v: 1, d })),
  fc.jsonValue().map((d) => JSON.stringify(d)),
  fc.record({ v: fc.integer(), d: fc.jsonValue() }).map((r) => JSON.stringify(r)),
)

propertyTest(
  'F14: any stored text reads as a valid record or resets that key alone',
  [fc.constantFrom(...records), storedText],
  (record, text) => {
    const neighbour = record === storedRecords.connectionStatus ? 'other' : 'connection_status'
    const backend = createMemoryStorage({
      initial: { [prefix + record.key]: text, [prefix + neighbour]: good },
    })
    const storage = createStorage({ storage: backend, prefix, onWarn: () => {} })
    const value = readStored(storage, record as never)
    if (value === undefined) expect(backend.values.has(prefix + record.key)).toBe(false)
    else expect(record.isValid(value)).toBe(true)
    expect(backend.values.get(prefix + neighbour)).toBe(good)
  },
)

propertyTest(
  'item 7: what a key accepts on write reads back equal on the next load',
  [fc.constantFrom(...records), fc.jsonValue()],
  (record, value) => {
    const backend = createMemoryStorage()
    const writer = createStorage({ storage: backend, prefix, onWarn: () => {} })
    writeStored(writer, record as never, value as never)
    const reader = createStorage({ storage: backend, prefix, onWarn: () => {} })
    const read = readStored(reader, record as never)
    if (record.isValid(value)) expect(read).toEqual(value)
    else expect(read).toBeUndefined()
  },
)

propertyTest(
  'item 7: a recent-wallet list the writer keeps reads back whole',
  [
    fc.array(
      fc.record(
        {
          id: fc.string({ minLength: 1, maxLength: 255 }),
          name: fc.string({ minLength: 1, maxLength: 100 }),
          rdns: fc.string({ maxLength: 253 }),
          imageUrl: fc.webUrl(),
        },
        { requiredKeys: ['id', 'name'] },
      ),
      { maxLength: 2 },
    ),
  ],
  (wallets) => {
    const backend = createMemoryStorage()
    writeStored(
      createStorage({ storage: backend, prefix, onWarn: () => {} }),
      storedRecords.recentWallets,
      wallets,
    )
    const reader = createStorage({ storage: backend, prefix, onWarn: () => {} })
    expect(readStored(reader, storedRecords.recentWallets)).toEqual(wallets)
  },
)
