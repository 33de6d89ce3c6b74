// @vitest-environment jsdom
import {
  createFakeApi,
  createMemoryStorage,
  createMockAdapter,
  type FakeApi,
} from '@kit/test-fixtures'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { connect } from '../../actions/connect.js'
import { openModal } from '../../actions/openModal.js'
import { pushView } from '../../actions/pushView.js'
import { createKit } from '../../createKit.js'
import { UserRejectedRequestError } from '../../errors/connection.js'
import { mainnet, optimism } from '../../networks/evmNetworks.js'
import { getNamesState } from './getNamesState.js'
import { InvalidAccountNameError } from './InvalidAccountNameError.js'
import { registerAccountName } from './registerAccountName.js'

// The wallet really signs, and the fake service really verifies.
const wallet = privateKeyToAccount(`0x${'42'.repeat(32)}`)

type Registration = {
  coin_type: number
  address: string
  message: string
  signature: `0x${string}`
}

/** A name service that keeps registrations and checks each signature against the address. */
function createNameService(api: FakeApi) {
  const taken = new Set(['taken.kit.id'])
  const received: Registration[] = []
  api.route('/v1/profile/account', async ({ body }) => {
    const registration = body as Registration
    received.push(registration)
    const { name } = JSON.parse(registration.message) as { name: string }
    const valid = await verifyMessage({
      address: registration.address as `0x${string}`,
      message: registration.message,
      signature: registration.signature,
    })
    if (!valid)
      return Response.json({ reasons: [{ description: 'Bad signature' }] }, { status: 401 })
    if (taken.has(name)) {
      return Response.json(
        { reasons: [{ description: `${name} is already registered` }] },
        { status: 409 },
      )
    }
    taken.add(name)
    return { name }
  })
  return { received }
}

async function setup({
  chainId = 1,
  sign,
}: {
  chainId?: number
  sign?: () => Promise<string>
} = {}) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const api = createFakeApi({ identity: { name: 'old.kit.id', avatar: 'https://a.test/a.png' } })
  const service = createNameService(api)
  const adapter = createMockAdapter({
    connect: { address: wallet.address, chainId },
    signMessage: sign ?? (({ message }) => wallet.signMessage({ message })),
  })
  const kit = createKit({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
    projectId: 'test-project',
    serviceUrls: { api: 'https://api.test' },
    fetch: api.fetch,
  })
  onTestFinished(() => {
    kit.destroy()
    warn.mockRestore()
  })
  await kit.ready
  await connect(kit, { connectorId: 'io.mock' })
  const account = kit.stores.chains.namespaces.eip155!.account
  await vi.waitFor(() => expect(account.profileName).toBe('old.kit.id'))
  openModal(kit)
  pushView(kit, { view: 'ChooseAccountName' })
  pushView(kit, { view: 'RegisterAccountName' })
  return { kit, api, adapter, account, ...service }
}

describe('registerAccountName', () => {
  it('SPEC §4: shows the success view, signs, registers with the coin type, then sets the profile name', async () => {
    const { kit, adapter, account, received } = await setup({ chainId: 10 })
    const running = registerAccountName(kit, { label: 'Alice-2' })
    expect(kit.stores.router.view).toBe('RegisterAccountNameSuccess')
    expect(getNamesState(kit)).toMatchObject({ status: 'signing', name: 'alice-2.kit.id' })
    await running
    expect(getNamesState(kit)).toMatchObject({ status: 'registered', failure: undefined })
    expect(account.profileName).toBe('alice-2.kit.id')
    expect(account.profileImage).toBeNull()
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ coin_type: 0x80000000 + 10, address: wallet.address })
    const signed = JSON.parse(received[0]!.message)
    expect(signed).toEqual({
      name: 'alice-2.kit.id',
      attributes: {},
      timestamp: expect.any(Number),
    })
    expect(Math.abs(signed.timestamp - Date.now() / 1000)).toBeLessThan(5)
    expect(adapter.calls.signMessage[0]?.message).toBe(received[0]!.message)
    expect(kit.stores.router.history.slice(-2)).toEqual([
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ])
  })

  it('a declined signature goes back to RegisterAccountName, registers nothing and keeps the name', async () => {
    const { kit, account, received } = await setup({
      sign: () => Promise.reject(new UserRejectedRequestError()),
    })
    await expect(registerAccountName(kit, { label: 'alice' })).rejects.toThrow(
      UserRejectedRequestError,
    )
    expect(kit.stores.router.view).toBe('RegisterAccountName')
    expect(kit.stores.router.history.slice(-2)).toEqual([
      'ChooseAccountName',
      'RegisterAccountName',
    ])
    expect(getNamesState(kit)).toMatchObject({ status: 'idle', failure: { reason: 'rejected' } })
    expect(received).toEqual([])
    expect(account.profileName).toBe('old.kit.id')
  })

  it("a taken name comes back with the service's reason", async () => {
    const { kit, account } = await setup()
    await expect(registerAccountName(kit, { label: 'taken' })).rejects.toThrow(
      'Error registering name taken.kit.id',
    )
    expect(kit.stores.router.view).toBe('RegisterAccountName')
    expect(getNamesState(kit).failure).toEqual({
      reason: 'refused',
      description: 'taken.kit.id is already registered',
    })
    expect(account.profileName).toBe('old.kit.id')
  })

  it('a signature by another key is refused by the service', async () => {
    const other = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    const { kit } = await setup({ sign: () => other.signMessage({ message: 'something else' }) })
    await expect(registerAccountName(kit, { label: 'mallory' })).rejects.toThrow()
    expect(getNamesState(kit).failure).toEqual({ reason: 'refused', description: 'Bad signature' })
  })

  it('a failure without a reason is a plain failure; the next try starts clean', async () => {
    const { kit, api, account } = await setup()
    api.fail('/v1/profile/account', 400)
    await expect(registerAccountName(kit, { label: 'alice' })).rejects.toThrow()
    expect(getNamesState(kit).failure).toEqual({ reason: 'failed' })
    api.heal()
    const again = registerAccountName(kit, { label: 'alice' })
    expect(getNamesState(kit).failure).toBeUndefined()
    await again
    expect(account.profileName).toBe('alice.kit.id')
  })

  it('ignores a second call while one runs, and refuses an invalid label before asking the wallet', async () => {
    const { kit, adapter, received } = await setup()
    await expect(registerAccountName(kit, { label: 'ab' })).rejects.toThrow(InvalidAccountNameError)
    await expect(registerAccountName(kit, { label: 'a_bcd' })).rejects.toThrow(
      InvalidAccountNameError,
    )
    expect(adapter.calls.signMessage).toEqual([])
    const first = registerAccountName(kit, { label: 'alice' })
    await registerAccountName(kit, { label: 'bobby' })
    await first
    expect(received.map((r) => JSON.parse(r.message).name)).toEqual(['alice.kit.id'])
  })

  it('the names state starts over when the network changes', async () => {
    const { kit } = await setup()
    getNamesState(kit).input = 'alice'
    const chain = kit.stores.chains.namespaces.eip155!
    chain.network.caipNetwork = optimism
    await Promise.resolve()
    expect(getNamesState(kit).input).toBe('')
  })
})
