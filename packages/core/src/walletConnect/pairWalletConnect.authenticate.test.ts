// @vitest-environment jsdom
import {
  createFakeSession,
  createFakeSiwx,
  createWalletConnectTestAdapter,
  type FakeSession,
  type FakeSiwx,
  otherSessionAddress,
  sessionAddress,
  testSolanaNetwork,
} from '@kit/test-fixtures'
import { describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { getState } from '../actions/state.js'
import { UserRejectedRequestError } from '../errors/connection.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import type { Kit } from '../types/kit.js'
import type { KitOptions } from '../types/options.js'
import type { Cacao } from './cacaoToSiwxSession.js'
import { createWalletConnectKit, settle } from './test/createWalletConnectKit.js'
import { wc } from './test/mockedWalletConnectSdk.js'

vi.mock('@walletconnect/universal-provider', () => import('./test/mockedWalletConnectSdk.js'))

type AuthenticateParameters = {
  chains: string[]
  domain: string
  uri: string
  nonce: string
  statement?: string
  methods?: string[]
}
type Answer = { auths?: Cacao[]; session?: FakeSession } | { reject: unknown }

/** An EIP-4361 text of a CACAO payload, laid out as the SDK's `formatAuthMessage` does. */
function formatAuthMessage({ request, iss }: { request: Cacao['p']; iss: string }): string {
  const [, , , reference, address] = iss.split(':')
  return [
    `${request.domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    request.statement,
    '',
    `URI: ${request.aud}`,
    `Version: ${request.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${request.nonce}`,
    `Issued At: ${request.iat}`,
  ]
    .filter((line) => line !== undefined)
    .join('\n')
}

/**
 * Gives the fake provider WalletConnect's `authenticate`: it offers a URI, records its request,
 * and answers what `answer` makes of it (the wallet's CACAOs, or a refusal).
 */
function fakeAuthenticate(answer: (request: AuthenticateParameters) => Answer) {
  const requests: AuthenticateParameters[] = []
  const fake = wc.fake as unknown as Record<string, unknown> & typeof wc.fake
  fake.authenticate = vi.fn(async (request: AuthenticateParameters) => {
    requests.push(request)
    fake.emit('display_uri', fake.pairingUri(0))
    const result = answer(request)
    if ('reject' in result) throw result.reject
    fake.session = result.session ?? createFakeSession()
    return { auths: result.auths, session: fake.session }
  })
  ;(fake.client as Record<string, unknown>).formatAuthMessage = formatAuthMessage
  return requests
}

/** The CACAO a wallet signs for `request` on `chainId` with `address`. */
function cacaoFor(request: AuthenticateParameters, chainId: string, address = sessionAddress) {
  return {
    h: { t: 'caip122' },
    p: {
      iss: `did:pkh:${chainId}:${address}`,
      domain: request.domain,
      aud: request.uri,
      version: '1',
      nonce: request.nonce,
      iat: '2026-01-01T00:00:00.000Z',
      statement: `${request.statement ?? ''} I further authorize the stated URI.`.trim(),
    },
    s: { t: 'eip191', s: `0xsigned-${chainId}` },
  } satisfies Cacao
}

async function oneClickKit(
  siwx = createFakeSiwx(),
  networks: KitOptions['networks'] = [mainnet, optimism],
) {
  const { kit } = await createWalletConnectKit({ siwx, networks })
  return { kit, siwx }
}

const methodsOf = (siwx: ReturnType<typeof createFakeSiwx>) => siwx.calls.map((c) => c.method)
const eip155Address = (kit: Kit) => kit.stores.chains.namespaces.eip155?.account.address

describe('one-click auth over WalletConnect', () => {
  test("asks the wallet to sign in with the app's own message and adds the session before the account is applied", async () => {
    const { kit, siwx } = await oneClickKit()
    let addressWhenAdded: string | undefined = 'not called'
    const addSession = siwx.addSession
    siwx.addSession = async (session) => {
      addressWhenAdded = eip155Address(kit)
      await addSession(session)
    }
    const requests = fakeAuthenticate((request) => ({ auths: [cacaoFor(request, 'eip155:1')] }))
    await expect(connect(kit, { connectorId: 'walletConnect' })).resolves.toMatchObject({
      address: sessionAddress,
    })
    const [created] = siwx.calls
    expect(created).toEqual({
      method: 'createMessage',
      args: [{ accountAddress: '', chainId: 'eip155:1' }],
    })
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({
      chains: ['eip155:1', 'eip155:10'],
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: 'nonce1abcdef',
    })
    expect(requests[0]?.methods).toContain('personal_sign')
    // Kept by the provider for the session's reads through the app's RPC URLs.
    expect(requests[0]).toHaveProperty('optionalNamespaces.eip155.chains', [
      'eip155:1',
      'eip155:10',
    ])
    expect(wc.fake.connect).not.toHaveBeenCalled()
    expect(addressWhenAdded).toBeUndefined()
    expect(siwx.sessions).toHaveLength(1)
    expect(siwx.sessions[0]).toMatchObject({
      data: {
        accountAddress: sessionAddress,
        chainId: 'eip155:1',
        domain: 'app.example',
        uri: 'https://app.example',
        nonce: 'nonce1abcdef',
        issuedAt: '2026-01-01T00:00:00.000Z',
        statement: 'I further authorize the stated URI.',
      },
      signature: '0xsigned-eip155:1',
    })
    expect(siwx.sessions[0]?.message).toContain(`\n${sessionAddress}\n`)
    // Signed in with the connection: the sign-in view is not opened.
    await vi.waitFor(() => expect(methodsOf(siwx)).toContain('getSessions'))
    await settle()
    expect(getState(kit, 'router').view).not.toBe('SIWXSignMessage')
  })

  test('the sessions of several CACAOs, sharing one nonce, go to setSessions together', async () => {
    const { kit, siwx } = await oneClickKit()
    fakeAuthenticate((request) => ({
      auths: [cacaoFor(request, 'eip155:1'), cacaoFor(request, 'eip155:10')],
    }))
    await connect(kit, { connectorId: 'walletConnect' })
    expect(methodsOf(siwx)).not.toContain('addSession')
    expect(siwx.sessions.map((session) => session.data.chainId)).toEqual(['eip155:1', 'eip155:10'])
  })

  test('a wallet that answers with a plain session (no CACAO) is asked to sign in by the view', async () => {
    const { kit, siwx } = await oneClickKit()
    fakeAuthenticate(() => ({}))
    await connect(kit, { connectorId: 'walletConnect' })
    expect(methodsOf(siwx)).not.toContain('addSession')
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
  })

  test('a session the app refuses is not kept: the view asks for a signature', async () => {
    const { kit, siwx } = await oneClickKit(createFakeSiwx({ addSession: new Error('bad nonce') }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fakeAuthenticate((request) => ({ auths: [cacaoFor(request, 'eip155:1')] }))
    await expect(connect(kit, { connectorId: 'walletConnect' })).resolves.toMatchObject({
      address: sessionAddress,
    })
    expect(siwx.sessions).toHaveLength(0)
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
    warn.mockRestore()
  })

  test('a CACAO of another namespace is left out', async () => {
    const { kit, siwx } = await oneClickKit()
    fakeAuthenticate((request) => ({
      auths: [{ ...cacaoFor(request, 'eip155:1'), p: { ...cacaoFor(request, 'x').p, iss: 'x' } }],
    }))
    await connect(kit, { connectorId: 'walletConnect' })
    expect(methodsOf(siwx)).not.toContain('addSession')
  })

  test("the wallet declining the request is the visitor's refusal", async () => {
    const { kit } = await oneClickKit()
    fakeAuthenticate(() => ({ reject: 'User rejected.' }))
    await expect(connect(kit, { connectorId: 'walletConnect' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(eip155Address(kit)).toBeUndefined()
  })

  test('an app whose createMessage fails pairs without sign-in', async () => {
    const { kit, siwx } = await oneClickKit(createFakeSiwx({ createMessage: new Error('down') }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const requests = fakeAuthenticate(() => ({}))
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve()
    await expect(result).resolves.toMatchObject({ address: sessionAddress })
    expect(requests).toHaveLength(0)
    expect(methodsOf(siwx)[0]).toBe('createMessage')
    warn.mockRestore()
  })

  test.each<{ name: string; siwx: FakeSiwx | undefined; networks: KitOptions['networks'] }>([
    { name: 'without siwx', siwx: undefined, networks: [mainnet] },
    {
      name: 'with a Solana network',
      siwx: createFakeSiwx(),
      networks: [mainnet, testSolanaNetwork],
    },
  ])('$name, the pairing is a plain proposal', async ({ siwx, networks }) => {
    const solana = createWalletConnectTestAdapter({ namespace: 'solana' })
    const evm = createWalletConnectTestAdapter({ namespace: 'eip155' })
    const { kit } = await createWalletConnectKit({ siwx, networks, adapters: [evm, solana] })
    const requests = fakeAuthenticate(() => ({}))
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve()
    await result
    expect(requests).toHaveLength(0)
    expect(siwx?.calls.map((c) => c.method) ?? []).not.toContain('createMessage')
  })

  test('an app that proposes no eip155 method pairs without sign-in (the SDK would open no session)', async () => {
    const siwx = createFakeSiwx()
    const { kit } = await createWalletConnectKit({
      siwx,
      universalProviderConfigOverride: { methods: { eip155: [] } },
    })
    const requests = fakeAuthenticate(() => ({}))
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve()
    await expect(result).resolves.toMatchObject({ address: sessionAddress })
    expect(requests).toHaveLength(0)
  })

  test('the active eip155 network is asked first', async () => {
    const { kit } = await oneClickKit(createFakeSiwx(), [mainnet, optimism])
    kit.stores.chains.namespaces.eip155!.network.caipNetwork = optimism
    const requests = fakeAuthenticate((request) => ({
      auths: [cacaoFor(request, 'eip155:10', otherSessionAddress)],
    }))
    await connect(kit, { connectorId: 'walletConnect' })
    expect(requests[0]?.chains).toEqual(['eip155:10', 'eip155:1'])
  })
})
