import { expect, test } from 'vitest'
import { createSessionViewStore } from './createSessionViewStore.js'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key)
    },
    setItem: (key, value) => {
      items.set(key, value)
    },
  }
}

const view = { account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 10 } as const

test('keeps a session view across page loads and forgets it on delete', () => {
  const storage = memoryStorage()
  createSessionViewStore(storage).set('topic', view)
  const reloaded = createSessionViewStore(storage)
  expect(reloaded.get('topic')).toEqual(view)
  reloaded.delete('topic')
  expect(createSessionViewStore(storage).get('topic')).toBeUndefined()
})

test('ignores corrupted entries and survives storage that throws', () => {
  const storage = memoryStorage()
  for (const value of ['{', 'null', '"[object Object]"', '{"account":"0x1","chainId":1}']) {
    storage.setItem('kit-mobile-wallet:view:topic', value)
    expect(createSessionViewStore(storage).get('topic')).toBeUndefined()
  }
  const throwing = {
    ...memoryStorage(),
    getItem: () => {
      throw new Error('SecurityError')
    },
    setItem: () => {
      throw new Error('QuotaExceededError')
    },
  }
  const store = createSessionViewStore(throwing)
  store.set('topic', view)
  expect(store.get('topic')).toEqual(view)
  expect(createSessionViewStore(undefined).get('topic')).toBeUndefined()
})
