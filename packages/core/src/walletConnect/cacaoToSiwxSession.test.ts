import { describe, expect, test } from 'vitest'
import { type Cacao, cacaoToSiwxSession } from './cacaoToSiwxSession.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const cacao = (p: Partial<Cacao['p']> = {}): Cacao => ({
  h: { t: 'caip122' },
  p: {
    iss: `did:pkh:eip155:10:${address}`,
    domain: 'app.example',
    aud: 'https://app.example/login',
    version: '1',
    nonce: 'abcdef123456',
    iat: '2026-01-01T00:00:00.000Z',
    ...p,
  },
  s: { t: 'eip191', s: '0xsig' },
})
const text = (statement?: string) =>
  [
    'app.example wants you to sign in with your Ethereum account:',
    address,
    '',
    ...(statement === undefined ? [] : [statement]),
    '',
    'URI: https://app.example/login',
    'Version: 1',
  ].join('\n')

describe('cacaoToSiwxSession', () => {
  test('reads the account and chain from the issuer and the fields from the payload', () => {
    const session = cacaoToSiwxSession({
      cacao: cacao({
        exp: '2026-01-02T00:00:00.000Z',
        resources: ['urn:recap:x'],
        requestId: 'r1',
      }),
      message: text('Sign in. I further authorize the stated URI.'),
    })
    expect(session).toEqual({
      data: {
        accountAddress: address,
        chainId: 'eip155:10',
        domain: 'app.example',
        uri: 'https://app.example/login',
        version: '1',
        nonce: 'abcdef123456',
        issuedAt: '2026-01-01T00:00:00.000Z',
        expirationTime: '2026-01-02T00:00:00.000Z',
        resources: ['urn:recap:x'],
        requestId: 'r1',
        statement: 'Sign in. I further authorize the stated URI.',
      },
      message: text('Sign in. I further authorize the stated URI.'),
      signature: '0xsig',
      cacao: expect.any(Object),
    })
  })

  test('a text without a statement gives a session without one', () => {
    const session = cacaoToSiwxSession({ cacao: cacao({ statement: 'ignored' }), message: text() })
    expect(session?.data).not.toHaveProperty('statement')
  })

  test.each([
    'did:pkh:solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    `did:pkh:eip155:1:${address}00`,
    `did:pkh:eip155::${address}`,
    'did:pkh:eip155:1',
  ])('an issuer that is not an eip155 account (%s) gives none', (iss) => {
    expect(cacaoToSiwxSession({ cacao: cacao({ iss }), message: text() })).toBeUndefined()
  })

  test('a payload without aud or uri gives none', () => {
    expect(
      cacaoToSiwxSession({ cacao: cacao({ aud: undefined }), message: text() }),
    ).toBeUndefined()
  })
})
