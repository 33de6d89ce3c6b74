// @vitest-environment jsdom
import { ConnectorNotConnectedError, UserRejectedRequestError } from '@kit/core'
import { describe, expect, test, vi } from 'vitest'
import { InvalidAddressError } from '../errors/address.js'
import { ProviderDisconnectedError } from '../errors/provider.js'
import { InvalidSignatureError } from '../errors/wallet.js'
import { testAccountChecksummed } from '../test/createMockProvider.js'
import { testConnectorId } from '../test/setupTestWallet.js'
import { useTestWallets } from '../test/useTestWallets.js'

const wallet = useTestWallets()

const sign = (adapter: ReturnType<typeof wallet>['adapter'], message = 'hello') =>
  adapter.signMessage({ connectorId: testConnectorId, address: testAccountChecksummed, message })

/** A personal_sign that waits until the test lets it finish. */
function pendingSignature() {
  let finish: (value: unknown) => void = () => {}
  const handler = () =>
    new Promise((resolve) => {
      finish = resolve
    })
  return { handler, finish: (value: unknown) => finish(value) }
}

describe('signMessage', () => {
  test('signs the UTF-8 hex of the message with personal_sign', async () => {
    const { adapter, connect, provider } = wallet()
    await connect()
    await expect(sign(adapter, 'hello')).resolves.toBe(`0x${'ab'.repeat(65)}`)
    expect(provider.calls.at(-1)).toEqual({
      method: 'personal_sign',
      params: ['0x68656c6c6f', testAccountChecksummed],
    })
  })

  test.each(['0x1234', `0x${'zz'.repeat(40)}`, 42, null, ''])(
    'a result of %j is "Sign message failed"',
    async (result) => {
      const { adapter, connect } = wallet({}, { personal_sign: () => result })
      await connect()
      const error = await sign(adapter).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidSignatureError)
      expect((error as InvalidSignatureError).shortMessage).toBe('Sign message failed')
    },
  )

  test('a declined signature is a rejection', async () => {
    const { adapter, connect } = wallet(
      {},
      {
        personal_sign: () => {
          throw { code: 4001, message: 'User denied message signature.' }
        },
      },
    )
    await connect()
    await expect(sign(adapter)).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('needs a connection first', async () => {
    const { adapter } = wallet()
    await expect(sign(adapter)).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })

  test('refuses a malformed address', async () => {
    const { adapter, connect } = wallet()
    await connect()
    await expect(
      adapter.signMessage({ connectorId: testConnectorId, address: '0xabc', message: 'x' }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
  })

  test.each([
    ['disconnect', { code: 4900, message: 'gone' }],
    ['accountsChanged', []],
  ])('a wallet %s mid-signature rejects the pending promise (F08)', async (event, payload) => {
    const { handler } = pendingSignature()
    const { adapter, connect, provider } = wallet({}, { personal_sign: handler })
    await connect()
    const pending = sign(adapter)
    // The session code loads with import() on first use; wait until the wallet has the request.
    await vi.waitFor(() => expect(provider.calls.at(-1)?.method).toBe('personal_sign'))
    provider.emit(event, payload)
    await expect(pending).rejects.toBeInstanceOf(ProviderDisconnectedError)
  })

  test('switching account or chain mid-signature lets the request settle (F09)', async () => {
    const { handler, finish } = pendingSignature()
    const { adapter, connect, provider } = wallet({}, { personal_sign: handler })
    await connect()
    const pending = sign(adapter)
    // The session code loads with import() on first use; wait until the wallet has the request.
    await vi.waitFor(() => expect(provider.calls.at(-1)?.method).toBe('personal_sign'))
    provider.emit('accountsChanged', ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'])
    provider.emit('chainChanged', '0xa')
    finish(`0x${'cd'.repeat(65)}`)
    await expect(pending).resolves.toBe(`0x${'cd'.repeat(65)}`)
  })
})
