import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { InvalidDevnetConfigError } from '../errors/config.js'
import type { DevnetConfig } from './DevnetConfig.js'
import { parseDevnetConfig } from './parseDevnetConfig.js'

const port = fc.integer({ min: 1, max: 65_535 })
const host = fc.constantFrom('127.0.0.1', 'localhost', '[::1]', 'devnet.test')
const base58 = fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz')
const hex = fc.constantFrom(...'0123456789abcdef')

const chain = fc.record({
  chainId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  name: fc.string({ minLength: 1 }),
  symbol: fc.string({ minLength: 1 }),
  testnet: fc.boolean(),
  port,
  rpcUrl: fc.tuple(host, port).map(([h, p]) => `http://${h}:${p}`),
})
const solana = fc.record({
  caipNetworkId: fc
    .array(base58, { minLength: 32, maxLength: 32 })
    .map((chars) => `solana:${chars.join('')}`),
  port,
  rpcUrl: fc.tuple(host, port).map(([h, p]) => `http://${h}:${p}`),
  wsUrl: fc.tuple(host, port).map(([h, p]) => `ws://${h}:${p}`),
})
const bitcoin = fc.record({
  caipNetworkId: fc
    .array(hex, { minLength: 32, maxLength: 32 })
    .map((chars) => `bip122:${chars.join('')}`),
  port,
  esploraUrl: fc.tuple(host, port).map(([h, p]) => `https://${h}:${p}`),
})
const config: fc.Arbitrary<DevnetConfig> = fc.record(
  {
    chains: fc.array(chain, { maxLength: 5 }),
    apiUrl: fc.tuple(host, port).map(([h, p]) => `http://${h}:${p}`),
    analyticsUrl: fc.tuple(host, port).map(([h, p]) => `http://${h}:${p}`),
    relayUrl: fc.tuple(host, port).map(([h, p]) => `ws://${h}:${p}`),
    mobileWalletUrl: fc.tuple(host, port).map(([h, p]) => `http://${h}:${p}`),
    solana,
    bitcoin,
  },
  { requiredKeys: ['chains', 'apiUrl', 'analyticsUrl', 'relayUrl', 'mobileWalletUrl'] },
)

function parsesOrRefusesTyped(value: unknown): DevnetConfig | undefined {
  try {
    return parseDevnetConfig(value)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidDevnetConfigError)
    return undefined
  }
}

propertyTest('every published configuration reads back as written', [config], (value) => {
  expect(parseDevnetConfig(JSON.stringify(value))).toEqual(value)
})

propertyTest(
  'any JSON, as text or parsed, is read or refused with InvalidDevnetConfigError',
  [
    fc.oneof(
      fc.string(),
      fc.jsonValue(),
      config.map((value) => JSON.stringify(value)),
    ),
  ],
  (value) => {
    parsesOrRefusesTyped(value)
  },
)

propertyTest(
  'a Solana or Bitcoin entry with one field replaced by junk is refused',
  [
    config,
    fc.constantFrom(
      ['solana', 'caipNetworkId'],
      ['solana', 'port'],
      ['solana', 'rpcUrl'],
      ['solana', 'wsUrl'],
      ['bitcoin', 'caipNetworkId'],
      ['bitcoin', 'port'],
      ['bitcoin', 'esploraUrl'],
    ),
    fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer({ max: 0 }),
      fc.boolean(),
      fc.constantFrom('', 'eip155:1', 'javascript:alert(1)', 'file:///etc/passwd', '8793'),
    ),
  ],
  (value, [entry, field], junk) => {
    const base = value[entry as 'solana' | 'bitcoin'] ?? {}
    const broken = { ...value, [entry]: { ...base, [field]: junk } }
    expect(() => parseDevnetConfig(broken)).toThrow(InvalidDevnetConfigError)
  },
)
