import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { cacaoToSiwxSession } from '@kit/core/modules/walletConnect/cacaoToSiwxSession'
import { type Relay, startRelay } from '@kit/devnet/node'
import type { default as SignClientType } from '@walletconnect/sign-client'
import type { AuthTypes } from '@walletconnect/types'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createEip155Verifier } from '../eip155/createEip155Verifier.js'
import { parseSiwxMessage } from '../message/parseSiwxMessage.js'
import { createSIWX } from './createSIWX.js'

// Turns off the SDK's hosted verify and telemetry; read when the clients are created.
vi.hoisted(() => {
  process.env.IS_VITEST = 'true'
})

/**
 * The SDK's CommonJS builds, as a Node app gets them: the test runner's `module` condition would
 * pick ES builds that do not run in Node. Only the SDK's own packages are redirected.
 */
function requireSdk() {
  const patched = Module as unknown as { _resolveFilename: (...args: unknown[]) => string }
  const resolveFilename = patched._resolveFilename
  patched._resolveFilename = function (...args) {
    const path = resolveFilename.apply(this, args)
    const commonJs = path.replace(
      /(\/node_modules\/@walletconnect\/[\w-]+\/dist\/index)\.js$/,
      '$1.cjs',
    )
    return commonJs !== path && existsSync(commonJs) ? commonJs : path
  }
  try {
    const require = createRequire(import.meta.url)
    return {
      ...(require('@walletconnect/sign-client') as typeof import('@walletconnect/sign-client')),
      ...(require('@walletconnect/utils') as typeof import('@walletconnect/utils')),
    }
  } finally {
    patched._resolveFilename = resolveFilename
  }
}

const { SignClient, buildApprovedNamespaces, buildAuthObject, getSdkError, populateAuthPayload } =
  requireSdk()

const account = privateKeyToAccount(`0x${'5a'.repeat(32)}`)
const domain = 'app.example'
const origin = 'https://app.example'
const metadata = (name: string) => ({ name, description: name, url: origin, icons: [] })

let relay: Relay
let dapp: SignClientType
let wallet: SignClientType
const outbound: string[] = []
const realFetch = globalThis.fetch

beforeAll(async () => {
  // Nothing but the local relay may be reached.
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname === '127.0.0.1') return realFetch(input, init)
    outbound.push(url.host)
    throw new TypeError(`fetch failed: offline (${url.host})`)
  }
  // The SDK warns that `authenticate` is deprecated, and that a wallet signing in ignores the
  // fallback proposal; neither is this test's concern.
  const warn = console.warn
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const text = String(args[0])
    if (
      !text.includes('`authenticate` is deprecated') &&
      !text.includes('No listener for session_proposal')
    )
      warn(...args)
  })
  relay = await startRelay({ port: 0 })
  const suffix = randomBytes(4).toString('hex')
  const common = {
    projectId: 'test',
    relayUrl: relay.url,
    logger: 'silent',
    storageOptions: { database: ':memory:' },
  }
  dapp = await SignClient.init({
    ...common,
    customStoragePrefix: `dapp-${suffix}`,
    metadata: metadata('Dapp'),
  })
  wallet = await SignClient.init({
    ...common,
    customStoragePrefix: `wallet-${suffix}`,
    metadata: metadata('Wallet'),
  })
})

afterAll(async () => {
  for (const client of [dapp, wallet]) {
    await client?.core.relayer.transportClose()
    client?.core.heartbeat.stop()
  }
  await relay?.stop()
  globalThis.fetch = realFetch
})

type AuthenticateRequest = { id: number; params: { authPayload: AuthTypes.PayloadParams } }

/** The demo wallet's way: sign each chain's CACAO message with the dev key (eip191) and approve. */
function walletSignsIn(chains: string[]) {
  wallet.once('session_authenticate', async ({ id, params }: AuthenticateRequest) => {
    const payload = populateAuthPayload({
      authPayload: params.authPayload,
      chains,
      methods: ['personal_sign'],
    })
    const auths = []
    for (const chainId of chains) {
      const iss = `did:pkh:${chainId}:${account.address}`
      const message = wallet.formatAuthMessage({ request: payload, iss })
      const signature = await account.signMessage({ message })
      auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
    }
    await wallet.approveSessionAuthenticate({ id, auths })
  })
}

/** The dapp's one-click request with `siwx.createMessage`'s fields, as core's pairing sends it. */
async function authenticate(siwx: ReturnType<typeof createSIWX>, chains: string[]) {
  const message = await siwx.createMessage({ accountAddress: '', chainId: chains[0] ?? '' })
  const { uri, response } = await dapp.authenticate({
    chains,
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    statement: message.statement,
    exp: message.expirationTime,
    methods: ['personal_sign', 'eth_sendTransaction'],
  })
  await wallet.core.pairing.pair({ uri })
  const { auths = [], session } = await response()
  const sessions = auths.map((cacao) => {
    const text = dapp.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    const made = cacaoToSiwxSession({ cacao: cacao as never, message: text })
    if (!made) throw new Error(`No session from ${cacao.p.iss}`)
    return made
  })
  return { message, sessions, session }
}

describe('one-click auth over the local relay', () => {
  test('a CACAO signed by the wallet verifies with the eip155 verifier and is kept by createSIWX', async () => {
    const siwx = createSIWX({ domain, uri: origin, statement: 'Sign in to Example.' })
    walletSignsIn(['eip155:1'])
    const { message, sessions, session } = await authenticate(siwx, ['eip155:1'])
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:1:${account.address}`)
    const [signedIn] = sessions
    if (!signedIn) throw new Error('The wallet signed in on no chain')
    expect(signedIn.data).toMatchObject({
      accountAddress: account.address,
      chainId: 'eip155:1',
      domain,
      uri: origin,
      nonce: message.nonce,
    })
    expect(signedIn.data.statement).toMatch(/^Sign in to Example\. I further authorize/)
    // The signed text is EIP-4361 as Kit's parser reads it, and its signature is the dev key's.
    const fields = parseSiwxMessage({ message: signedIn.message })
    expect(fields.address).toBe(account.address)
    const verifier = createEip155Verifier()
    await expect(
      verifier.verify({ message: signedIn.message, fields, signature: signedIn.signature }),
    ).resolves.toBe(true)
    await expect(
      verifier.verify({
        message: signedIn.message.replace('Sign in to Example.', 'Sign in to Elsewhere.'),
        fields,
        signature: signedIn.signature,
      }),
    ).resolves.toBe(false)

    await siwx.addSession(signedIn)
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
    // Its nonce was used: the same session is not accepted twice.
    await expect(siwx.addSession(signedIn)).rejects.toMatchObject({ name: 'SiwxVerificationError' })
    expect(outbound).toEqual([])
  })

  test('CACAOs for two chains share their nonce and are kept together by setSessions', async () => {
    const siwx = createSIWX({ domain, uri: origin })
    walletSignsIn(['eip155:1', 'eip155:10'])
    const { sessions } = await authenticate(siwx, ['eip155:1', 'eip155:10'])
    expect(sessions.map((session) => session.data.chainId)).toEqual(['eip155:1', 'eip155:10'])
    await siwx.setSessions(sessions)
    expect(await siwx.getSessions('eip155:10', account.address)).toHaveLength(1)
  })

  test('a setup that did not issue the nonce refuses the session', async () => {
    const issuer = createSIWX({ domain, uri: origin })
    const other = createSIWX({ domain, uri: origin })
    walletSignsIn(['eip155:1'])
    const { sessions } = await authenticate(issuer, ['eip155:1'])
    await expect(other.addSession(sessions[0] as never)).rejects.toMatchObject({
      name: 'SiwxVerificationError',
    })
  })

  test('a wallet without one-click auth answers the fallback proposal: a session, no CACAO', async () => {
    const siwx = createSIWX({ domain, uri: origin })
    expect(wallet.events.listenerCount('session_authenticate')).toBe(0)
    wallet.once('session_proposal', async (proposal) => {
      await wallet.approve({
        id: proposal.id,
        namespaces: buildApprovedNamespaces({
          proposal: proposal.params,
          supportedNamespaces: {
            eip155: {
              chains: ['eip155:1'],
              methods: ['personal_sign'],
              events: ['chainChanged', 'accountsChanged'],
              accounts: [`eip155:1:${account.address}`],
            },
          },
        }),
      })
    })
    const { sessions, session } = await authenticate(siwx, ['eip155:1'])
    expect(sessions).toEqual([])
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`])
  })

  test("the wallet's refusal rejects the request", async () => {
    const siwx = createSIWX({ domain, uri: origin })
    wallet.once('session_authenticate', async ({ id }: AuthenticateRequest) => {
      await wallet.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
    })
    // The SDK rejects with the wallet's message alone, which core reads as the visitor's refusal.
    await expect(authenticate(siwx, ['eip155:1'])).rejects.toBe('User rejected.')
  })
})
