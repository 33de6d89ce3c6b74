import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { rpcUrlTransport } from './rpcUrlTransport.js'

const webUrl = fc.webUrl({ withQueryParameters: true, withFragments: true })

propertyTest(
  'rpcUrlTransport: never throws; a transport only for an absolute http(s) or ws(s) URL',
  [fc.oneof(fc.anything(), fc.string(), webUrl)],
  (input) => {
    const transport = rpcUrlTransport(input)
    if (transport === undefined) return
    expect(typeof input).toBe('string')
    const { protocol } = new URL(input as string)
    expect(transport).toBe(protocol.startsWith('ws') ? 'ws' : 'http')
    expect(['http:', 'https:', 'ws:', 'wss:']).toContain(protocol)
  },
)

propertyTest(
  'rpcUrlTransport: http(s) URLs are http, ws(s) URLs are ws, whatever the case',
  [fc.constantFrom('http', 'https', 'HTTPS', 'ws', 'wss', 'WsS'), webUrl],
  (scheme, url) => {
    const rebuilt = `${scheme}:${url.slice(url.indexOf(':') + 1)}`
    expect(rpcUrlTransport(rebuilt)).toBe(/^wss?$/i.test(scheme) ? 'ws' : 'http')
  },
)

propertyTest(
  'rpcUrlTransport: refuses every other scheme and relative URLs',
  [
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom('javascript:', 'data:', 'file:', 'blob:', 'ftp:', 'httpx:', 'wsx:'),
          fc.string(),
        )
        .map(([scheme, rest]) => `${scheme}${rest}`),
      fc.webPath(),
      webUrl.map((url) => url.slice(url.indexOf(':') + 1)),
    ),
  ],
  (input) => {
    expect(rpcUrlTransport(input)).toBeUndefined()
  },
)
