import type { AuthTypes } from '@walletconnect/types'
import { formatMessage } from '@walletconnect/utils'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { signAuthRequest } from './signAuthRequest.js'

const account = privateKeyToAccount(`0x${'5a'.repeat(32)}`)
const authPayload: AuthTypes.PayloadParams = {
  type: 'caip122',
  chains: ['eip155:1', 'eip155:31337', 'eip155:10'],
  domain: 'app.example',
  aud: 'https://app.example',
  version: '1',
  nonce: 'abcdef123456',
  iat: '2026-01-01T00:00:00.000Z',
  statement: 'Sign in to Example.',
  resources: [],
}
const formatAuthMessage = ({ request, iss }: { request: AuthTypes.PayloadParams; iss: string }) =>
  formatMessage(request, iss)

describe('signAuthRequest', () => {
  test("signs one CACAO per chain both sides share, each verifying as the account's signature", async () => {
    const { auths, messages } = await signAuthRequest({
      authPayload,
      chains: ['eip155:31337', 'eip155:1'],
      methods: ['personal_sign'],
      account,
      formatAuthMessage,
    })
    // In the dapp's order.
    expect(auths.map((cacao) => cacao.p.iss)).toEqual([
      `did:pkh:eip155:1:${account.address}`,
      `did:pkh:eip155:31337:${account.address}`,
    ])
    expect(messages[0]).toContain('Chain ID: 1\n')
    expect(messages[1]).toContain('Chain ID: 31337\n')
    for (const [index, cacao] of auths.entries()) {
      expect(cacao.s.t).toBe('eip191')
      expect(cacao.p.nonce).toBe('abcdef123456')
      const message = messages[index] as string
      expect(message).toContain(account.address)
      await expect(
        verifyMessage({ address: account.address, message, signature: cacao.s.s as `0x${string}` }),
      ).resolves.toBe(true)
    }
  })

  test('no chain in common gives no CACAO', async () => {
    const signed = await signAuthRequest({
      authPayload,
      chains: ['eip155:8453'],
      methods: ['personal_sign'],
      account,
      formatAuthMessage,
    })
    expect(signed).toEqual({ auths: [], messages: [] })
  })
})
