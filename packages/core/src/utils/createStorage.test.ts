import { createMemoryStorage } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'
import { StorageUnavailableError } from '../errors/storage.js'
import { createStorage } from './createStorage.js'
import { isConnectionStatus, isNamespaceList } from './persistedKeys.js'

const prefix = '@test/'
const record = (value: unknown) => JSON.stringify({ v: 1, d: value })

function setup(backend = createMemoryStorage()) {
  const warnings: StorageUnavailableError[] = []
  const storage = createStorage({ storage: backend, prefix, onWarn: (e) => warnings.push(e) })
  return { backend, storage, warnings }
}

describe('createStorage', () => {
  it('writes one versioned record per key under the prefix and reads it back', () => {
    const { backend, storage, warnings } = setup()
    storage.write('connection_status', 'connected')
    storage.write('connected_namespaces', ['eip155'])
    expect(backend.values.get('@test/connection_status')).toBe('{"v":1,"d":"connected"}')
    expect(backend.values.get('@test/connected_namespaces')).toBe('{"v":1,"d":["eip155"]}')
    expect(storage.read('connection_status', isConnectionStatus)).toBe('connected')
    expect(storage.keys().sort()).toEqual(['connected_namespaces', 'connection_status'])
    expect(warnings).toHaveLength(0)
  })

  it('reads what an earlier session stored', () => {
    const { storage } = setup(
      createMemoryStorage({ initial: { '@test/connection_status': record('connected') } }),
    )
    expect(storage.read('connection_status', isConnectionStatus)).toBe('connected')
  })

  it('removes a key from memory and from the backend', () => {
    const { backend, storage } = setup()
    storage.write('connection_status', 'connected')
    storage.remove('connection_status')
    expect(backend.values.has('@test/connection_status')).toBe(false)
    expect(storage.read('connection_status', isConnectionStatus)).toBeUndefined()
    expect(storage.keys()).toEqual([])
  })

  it('keeps two prefixes over one backend apart', () => {
    const backend = createMemoryStorage()
    const a = createStorage({ storage: backend, prefix: '@a/', onWarn: () => {} })
    const b = createStorage({ storage: backend, prefix: '@b/', onWarn: () => {} })
    a.write('connection_status', 'connected')
    expect(b.read('connection_status', isConnectionStatus)).toBeUndefined()
    expect([...backend.values.keys()]).toEqual(['@a/connection_status'])
  })

  describe('F12: storage throws SecurityError', () => {
    it('boots memory-only, warns exactly once, and reads back what was written', () => {
      const { backend, storage, warnings } = setup(createMemoryStorage({ blocked: true }))
      expect(storage.read('connection_status', isConnectionStatus)).toBeUndefined()
      storage.write('connection_status', 'connected')
      storage.write('connected_namespaces', ['eip155'])
      storage.write('connection_status', 'disconnected')
      storage.remove('connected_namespaces')
      storage.write('connected_namespaces', ['solana'])
      expect(storage.read('connection_status', isConnectionStatus)).toBe('disconnected')
      expect(storage.read('connected_namespaces', isNamespaceList)).toEqual(['solana'])
      expect(backend.values.size).toBe(0)
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toBeInstanceOf(StorageUnavailableError)
      expect((warnings[0]!.cause as DOMException).name).toBe('SecurityError')
    })

    it('goes on in memory when storage becomes blocked mid-session', () => {
      const { backend, storage, warnings } = setup()
      storage.write('connection_status', 'connected')
      backend.blocked = true
      storage.write('connection_status', 'disconnected')
      storage.write('connected_namespaces', ['eip155'])
      expect(storage.read('connection_status', isConnectionStatus)).toBe('disconnected')
      expect(storage.read('connected_namespaces', isNamespaceList)).toEqual(['eip155'])
      expect(warnings).toHaveLength(1)
    })
  })

  describe('F13: every setItem throws QuotaExceededError', () => {
    it('does not throw, keeps the value in memory and leaves no half-written key', () => {
      const backend = createMemoryStorage({
        initial: { '@test/connection_status': record('connected') },
      })
      const { storage, warnings } = setup(backend)
      backend.full = true
      expect(() => storage.write('connection_status', 'disconnected')).not.toThrow()
      expect(() => storage.write('connected_namespaces', ['eip155'])).not.toThrow()
      expect(storage.read('connection_status', isConnectionStatus)).toBe('disconnected')
      expect(storage.read('connected_namespaces', isNamespaceList)).toEqual(['eip155'])
      // The stale 'connected' record must not outlive the refused write.
      expect(backend.values.has('@test/connection_status')).toBe(false)
      expect(backend.values.has('@test/connected_namespaces')).toBe(false)
      expect(warnings).toHaveLength(1)
      expect((warnings[0]!.cause as DOMException).name).toBe('QuotaExceededError')
    })
  })

  describe('F14: a corrupted key is reset, the others survive', () => {
    it.each([
      ['truncated JSON', '{'],
      ['null', 'null'],
      ['a stringified object', '[object Object]'],
      ['a JSON string', '"[object Object]"'],
      ['an array', '[1]'],
      ['a bare value without a record', '"connected"'],
      ['a wrong version', '{"v":2,"d":"connected"}'],
      ['a missing version', '{"d":"connected"}'],
      ['a value the guard refuses', '{"v":1,"d":"maybe"}'],
      ['5 MB', `{"v":1,"d":"${'x'.repeat(5 * 1024 * 1024)}"}`],
    ])('%s', (_, raw) => {
      const backend = createMemoryStorage({
        initial: {
          '@test/connection_status': raw,
          '@test/connected_namespaces': record(['eip155']),
        },
      })
      const { storage } = setup(backend)
      expect(storage.read('connection_status', isConnectionStatus)).toBeUndefined()
      expect(backend.values.has('@test/connection_status')).toBe(false)
      expect(storage.read('connected_namespaces', isNamespaceList)).toEqual(['eip155'])
      expect(backend.values.get('@test/connected_namespaces')).toBe(record(['eip155']))
      storage.write('connection_status', 'connected')
      expect(storage.read('connection_status', isConnectionStatus)).toBe('connected')
    })
  })

  it('works with no backend at all', () => {
    const warnings: unknown[] = []
    const storage = createStorage({ storage: null, prefix, onWarn: (e) => warnings.push(e) })
    storage.write('connection_status', 'connected')
    expect(storage.read('connection_status', isConnectionStatus)).toBe('connected')
    expect(warnings).toEqual([])
  })
})
