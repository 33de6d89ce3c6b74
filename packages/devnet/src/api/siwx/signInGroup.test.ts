import { fc, propertyTest } from '@kit/fuzz'
import { describe, expect, test } from 'vitest'
import { signInGroup } from './signInGroup.js'

const message = (chainId: number, nonce = 'a1b2c3d4e5f6a7b8') =>
  [
    'app.example wants you to sign in with your Ethereum account:',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '',
    'URI: https://app.example',
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${nonce}`,
    'Issued At: 2026-11-26T12:00:00.000Z',
  ].join('\n')

describe('signInGroup', () => {
  test('the same sign-in on two chains is one group; another nonce is another', () => {
    const first = signInGroup({ chainId: 'eip155:1', message: message(1) })
    expect(first).toBeDefined()
    expect(first).not.toContain('Chain ID')
    expect(signInGroup({ chainId: 'eip155:10', message: message(10) })).toBe(first)
    expect(
      signInGroup({ chainId: 'eip155:10', message: message(10, 'ffffffffffffffff') }),
    ).not.toBe(first)
  })

  test('other namespaces, and a message without one chain line, are not grouped', () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(signInGroup({ chainId: solana, message: message(1) })).toBeUndefined()
    expect(signInGroup({ chainId: 'eip155:1', message: 'no chain here' })).toBeUndefined()
    const twice = `${message(1)}\nChain ID: 10`
    expect(signInGroup({ chainId: 'eip155:1', message: twice })).toBeUndefined()
  })
})

propertyTest(
  'any text: never throws; a group never holds a chain line and ignores only the chain',
  [fc.string({ maxLength: 400 }), fc.nat(), fc.nat()],
  (text, a, b) => {
    const withChain = (n: number) => `${text.replaceAll('Chain ID: ', '')}\nChain ID: ${n}`
    const group = signInGroup({ chainId: `eip155:${a}`, message: withChain(a) })
    expect(group).toBeDefined()
    expect(group?.split('\n').some((line) => line.startsWith('Chain ID: '))).toBe(false)
    expect(signInGroup({ chainId: `eip155:${b}`, message: withChain(b) })).toBe(group)
    const raw = signInGroup({ chainId: `eip155:${a}`, message: text })
    const chainLines = text.split('\n').filter((line) => line.startsWith('Chain ID: ')).length
    expect(raw === undefined).toBe(chainLines !== 1)
  },
)
