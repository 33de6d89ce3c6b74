import { describe, expect, it, vi } from 'vitest'
import { isDevelopment, readHostname, readNodeEnv } from './isDevelopment.js'

describe('isDevelopment (S24 warnings)', () => {
  it('S24: debug always counts as development', () => {
    expect(isDevelopment({ debug: true, nodeEnv: 'production', hostname: 'app.example' })).toBe(
      true,
    )
  })

  it('S24: a known NODE_ENV decides', () => {
    expect(isDevelopment({ debug: false, nodeEnv: 'production', hostname: 'localhost' })).toBe(
      false,
    )
    expect(isDevelopment({ debug: false, nodeEnv: 'development' })).toBe(true)
    expect(isDevelopment({ debug: false, nodeEnv: 'test' })).toBe(true)
  })

  it('S24: without NODE_ENV, only a loopback host is development', () => {
    for (const hostname of ['localhost', 'app.localhost', '127.0.0.1', '[::1]'])
      expect(isDevelopment({ debug: false, hostname })).toBe(true)
    for (const hostname of ['app.example', 'localhost.evil.example', '127.0.0.1.evil.example'])
      expect(isDevelopment({ debug: false, hostname })).toBe(false)
    expect(isDevelopment({ debug: false })).toBe(false)
  })
})

describe('readHostname', () => {
  it("is the page's hostname, and undefined where there is no page", () => {
    expect(readHostname()).toBeUndefined()
    vi.stubGlobal('location', { hostname: 'app.localhost' })
    try {
      expect(readHostname()).toBe('app.localhost')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('readNodeEnv', () => {
  it("is the runtime's NODE_ENV, and undefined where there is no process", () => {
    vi.stubEnv('NODE_ENV', 'production')
    try {
      expect(readNodeEnv()).toBe('production')
    } finally {
      vi.unstubAllEnvs()
    }
    vi.stubGlobal('process', undefined)
    try {
      expect(readNodeEnv()).toBeUndefined()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
