import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { SiwxVerificationError } from '../errors/verify.js'
import { buildSiwxMessage } from '../message/buildSiwxMessage.js'
import { anySiwxFields } from '../test/arbitraries.js'
import type { SiwxVerifier } from './types.js'
import { verifySiwx } from './verifySiwx.js'

// The checks around the signature, alone: a verifier that accepts every signature and a store
// that accepts every nonce, so each outcome depends only on the fields and the expectations.
const acceptAll = (namespace: SiwxVerifier['namespace']): SiwxVerifier => ({
  namespace,
  verify: async () => true,
})
const nonces = { consume: async () => true }

const clusterGenesis: Record<string, string> = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  localnet: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
}

/** The CAIP-2 reference of the chain the message's `Chain ID` names. */
function sameChainReference(chainId: string): string {
  return clusterGenesis[chainId.replace('solana:', '')] ?? chainId
}

/** A chain the message's `Chain ID` does not name (a Solana cluster name names its genesis). */
function otherChain(chainId: string): string {
  if (!/^(?:solana:)?[a-z]+net$/.test(chainId))
    return `${chainId.slice(0, -1)}${chainId.endsWith('1') ? '2' : '1'}`
  // Mainnet's genesis, or devnet's for a message naming mainnet.
  return chainId.endsWith('mainnet')
    ? 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    : '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
}

const expectations = fc.record({
  sameDomain: fc.boolean(),
  sameOrigin: fc.boolean(),
  sameChain: fc.boolean(),
  offsetMs: fc.integer({ min: -10 * 60_000, max: 10 * 60_000 }),
})

propertyTest(
  'verifySiwx accepts exactly when domain, origin, chain and time all match',
  [anySiwxFields, expectations],
  async (fields, { sameDomain, sameOrigin, sameChain, offsetMs }) => {
    const message = buildSiwxMessage(fields)
    const issuedAt = Date.parse(fields.issuedAt)
    const now = issuedAt + offsetMs
    let origin: string
    try {
      origin = new URL(fields.uri).origin
    } catch {
      origin = 'null'
    }
    const expected = {
      domain: sameDomain ? fields.domain.toUpperCase() : `x${fields.domain}`,
      // An IPv6 origin: fast-check's web URLs (without IPv6) never have it.
      origin: sameOrigin && origin !== 'null' ? origin : 'https://[::1]:1',
      chainId: `${fields.namespace}:${sameChain ? sameChainReference(fields.chainId) : otherChain(fields.chainId)}`,
      now,
    }
    const time = (value: string | undefined) =>
      value === undefined ? undefined : Date.parse(value)
    const expiry = time(fields.expirationTime)
    const notBefore = time(fields.notBefore)
    const accepted =
      sameDomain &&
      !fields.uri.includes('?') &&
      !fields.uri.includes('#') &&
      sameOrigin &&
      origin !== 'null' &&
      sameChain &&
      Math.abs(offsetMs) <= 5 * 60_000 &&
      (expiry === undefined || now < expiry) &&
      (notBefore === undefined || now >= notBefore)
    const outcome = await verifySiwx({
      message,
      signature: 'accepted',
      expected,
      nonces,
      verifier: acceptAll(fields.namespace),
    }).then(
      () => true,
      (error: unknown) => {
        expect(error).toBeInstanceOf(SiwxVerificationError)
        return false
      },
    )
    expect(outcome).toBe(accepted)
  },
)
