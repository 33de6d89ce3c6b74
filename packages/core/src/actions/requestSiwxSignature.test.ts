// @vitest-environment jsdom
import { createFakeSiwx, createMockAdapter, type FakeSiwx } from '@kit/test-fixtures'
import { describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../errors/connection.js'
import { SiwxInitError, SiwxNotEnabledError, SiwxSignInInterruptedError } from '../errors/siwx.js'
import {
  testAddress as address,
  connectMockWallet,
  createMockKit,
  recordEvents,
  silenceWarnings,
} from '../test/createMockKit.js'
import type { KitEvent } from '../types/events.js'
import { cancelSiwxSignature } from './cancelSiwxSignature.js'
import { closeModal } from './closeModal.js'
import { requestSiwxSignature } from './requestSiwxSignature.js'
import { getState } from './state.js'

const signature = `0x${'ab'.repeat(65)}`

async function setup(siwx: FakeSiwx = createFakeSiwx(), adapter = createMockAdapter()) {
  const { kit } = createMockKit({ siwx, adapter })
  await kit.ready
  const events = recordEvents(kit)
  await connectMockWallet(kit)
  await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
  return { kit, adapter, siwx, events }
}

const siwxEvents = (events: KitEvent[]) => events.filter((event) => /SIWX/.test(event.event))
const methods = (siwx: FakeSiwx) => siwx.calls.map((call) => call.method)

describe('requestSiwxSignature', () => {
  it('signs the message, adds the session, closes the modal and tracks SIWX_AUTH_SUCCESS', async () => {
    const { kit, adapter, siwx, events } = await setup()
    const done = requestSiwxSignature(kit)
    expect(getState(kit, 'toast')).toMatchObject({
      messageId: 'siwxAuthenticating',
      message: 'Authenticating...',
      variant: 'loading',
      open: true,
    })
    await done
    expect(siwx.calls[1]).toEqual({
      method: 'createMessage',
      args: [{ chainId: 'eip155:1', accountAddress: address }],
    })
    const message = 'app.example wants you to sign in on eip155:1'
    expect(adapter.calls.signMessage).toEqual([{ connectorId: 'io.mock', address, message }])
    expect(siwx.sessions).toHaveLength(1)
    const [session] = siwx.sessions
    expect(session?.message).toBe(message)
    expect(session?.signature).toBe(signature)
    expect(session?.data).toMatchObject({ chainId: 'eip155:1', accountAddress: address })
    expect(Object.hasOwn(session?.data ?? {}, 'toString')).toBe(false)
    expect(getState(kit, 'modal').open).toBe(false)
    expect(getState(kit, 'toast').open).toBe(false)
    expect(siwxEvents(events)).toEqual([
      {
        type: 'track',
        event: 'SIWX_AUTH_SUCCESS',
        properties: { network: 'eip155:1', isSmartAccount: false },
      },
    ])
    // No address and no message in what is tracked.
    expect(JSON.stringify(events).toLowerCase()).not.toContain(address.slice(2))
    expect(JSON.stringify(events)).not.toContain('sign in on')
  })

  it("signs through the app's own signMessage when it has one", async () => {
    const siwx = createFakeSiwx()
    const signMessage = vi.fn(async () => '0xappsigned')
    const { kit, adapter } = await setup(Object.assign(siwx, { signMessage }))
    await requestSiwxSignature(kit)
    expect(signMessage).toHaveBeenCalledWith({
      message: 'app.example wants you to sign in on eip155:1',
      chainId: 'eip155:1',
      accountAddress: address,
    })
    expect(adapter.calls.signMessage).toEqual([])
    expect(siwx.sessions[0]?.signature).toBe('0xappsigned')
  })

  it("shows 'Signature declined' on a declined signature and stays on the view", async () => {
    const { kit, adapter, siwx, events } = await setup(createFakeSiwx({ required: true }))
    adapter.next('signMessage', new UserRejectedRequestError())
    await expect(requestSiwxSignature(kit)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getState(kit, 'toast')).toMatchObject({
      messageId: 'siwxSignatureDeclined',
      message: 'Signature declined',
      variant: 'error',
    })
    expect(getState(kit, 'router').view).toBe('SIWXSignMessage')
    expect(getState(kit, 'modal').open).toBe(true)
    expect(methods(siwx)).not.toContain('addSession')
    expect(siwxEvents(events).map((event) => event.event)).toEqual(['SIWX_AUTH_ERROR'])
  })

  it('reopens the view when the modal was closed while the wallet asked', async () => {
    const { kit, adapter } = await setup()
    const pending = adapter.defer('signMessage')
    const done = requestSiwxSignature(kit)
    closeModal(kit)
    expect(getState(kit, 'modal').open).toBe(false)
    pending.reject(new UserRejectedRequestError())
    await expect(done).rejects.toThrow()
    expect(getState(kit, 'modal').open).toBe(true)
    expect(getState(kit, 'router').view).toBe('SIWXSignMessage')
  })

  it('says a smart account may not be supported when one fails to sign', async () => {
    const adapter = createMockAdapter({
      connect: {
        address,
        chainId: 1,
        accounts: [{ namespace: 'eip155', address, type: 'smartAccount' }],
      },
      signMessage: new Error('validation failed'),
    })
    const { kit, events } = await setup(createFakeSiwx(), adapter)
    await expect(requestSiwxSignature(kit)).rejects.toThrow('validation failed')
    expect(getState(kit, 'toast').messageId).toBe('siwxSmartAccount')
    expect(getState(kit, 'toast').message).toBe('This application might not support Smart Accounts')
    expect(siwxEvents(events)[0]?.properties).toEqual({ network: 'eip155:1', isSmartAccount: true })
  })

  it('treats a message that cannot be made as an initialisation failure', async () => {
    silenceWarnings()
    const { kit, siwx } = await setup(createFakeSiwx({ createMessage: new Error('no nonce') }))
    await expect(requestSiwxSignature(kit)).rejects.toBeInstanceOf(SiwxInitError)
    expect(getState(kit, 'toast').messageId).toBe('siwxInitFailed')
    expect(getState(kit, 'chains').namespaces.eip155?.account.address).toBeUndefined()
    expect(getState(kit, 'router').view).toBe('Connect')
    expect(methods(siwx)).not.toContain('addSession')
  })

  it.each([
    ['disconnect', { type: 'disconnect', connectorId: 'io.mock' }],
    ['accountsChanged to none', { type: 'accountsChanged', connectorId: 'io.mock' }],
  ] as const)(
    'F08: a wallet %s mid-signature rejects typed and writes no session',
    async (_, event) => {
      const { kit, adapter, siwx, events } = await setup(createFakeSiwx({ required: true }))
      const pending = adapter.defer('signMessage')
      const done = requestSiwxSignature(kit)
      await vi.waitFor(() => expect(adapter.calls.signMessage).toHaveLength(1))
      adapter.emit({ ...event, address: undefined } as Parameters<typeof adapter.emit>[0])
      await expect(done).rejects.toBeInstanceOf(SiwxSignInInterruptedError)
      // The wallet's late answer is never used.
      pending.resolve(signature)
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(methods(siwx)).not.toContain('addSession')
      expect(siwx.sessions).toEqual([])
      expect(getState(kit, 'toast').open).toBe(false)
      expect(getState(kit, 'modal').open).toBe(false)
      expect(siwxEvents(events).map((e) => e.event)).toEqual(['SIWX_AUTH_ERROR'])
    },
  )

  it('F09: a wallet moving to another account mid-signature writes no session', async () => {
    const { kit, adapter, siwx } = await setup()
    const pending = adapter.defer('signMessage')
    const done = requestSiwxSignature(kit)
    await vi.waitFor(() => expect(adapter.calls.signMessage).toHaveLength(1))
    adapter.emit({
      type: 'accountsChanged',
      connectorId: 'io.mock',
      address: '0x1111111111111111111111111111111111111111',
    })
    pending.resolve(signature)
    await expect(done).rejects.toBeInstanceOf(SiwxSignInInterruptedError)
    expect(siwx.sessions).toEqual([])
  })

  it('refuses without siwx or without an account', async () => {
    const { kit } = createMockKit()
    await kit.ready
    await expect(requestSiwxSignature(kit)).rejects.toBeInstanceOf(SiwxNotEnabledError)
    const signedOut = createMockKit({ siwx: createFakeSiwx() })
    await expect(requestSiwxSignature(signedOut.kit)).rejects.toThrow('No ActiveCaipAddress found')
  })
})

describe('closing and cancelling SIWXSignMessage', () => {
  it('keeps the modal open while sign-in is required and there is no session', async () => {
    const { kit } = await setup(createFakeSiwx({ required: true }))
    closeModal(kit)
    expect(getState(kit, 'modal').open).toBe(true)
    expect(getState(kit, 'router').view).toBe('SIWXSignMessage')
  })

  it('closes when sign-in is optional', async () => {
    const { kit } = await setup(createFakeSiwx({ required: false }))
    closeModal(kit)
    expect(getState(kit, 'modal').open).toBe(false)
  })

  it('Cancel disconnects when sign-in is required', async () => {
    const { kit, events } = await setup(createFakeSiwx({ required: true }))
    await cancelSiwxSignature(kit)
    expect(getState(kit, 'chains').namespaces.eip155?.account.address).toBeUndefined()
    expect(getState(kit, 'modal').open).toBe(false)
    const cancel = events.find((event) => event.event === 'CLICK_CANCEL_SIWX')
    expect(cancel?.properties).toEqual({ network: 'eip155:1', isSmartAccount: false })
  })

  it('Cancel only closes the modal when sign-in is optional', async () => {
    const { kit, events } = await setup(createFakeSiwx({ required: false }))
    await cancelSiwxSignature(kit)
    expect(getState(kit, 'chains').namespaces.eip155?.account.address).toBe(address)
    expect(getState(kit, 'modal').open).toBe(false)
    expect(events.map((event) => event.event)).toContain('CLICK_CANCEL_SIWX')
  })
})
