import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { solana } from '@kit/core/modules/networks/solanaNetworks'
import { ed25519 } from '@noble/curves/ed25519.js'
import { describe, expect, it } from 'vitest'
import { InvalidSignatureError } from '../errors/wallet.js'
import { createTestWallet } from '../test/createTestWallet.js'
import { registerWallets, setupAdapter } from '../test/setupAdapter.js'
import { decodeBase58 } from '../utils/base58.js'

async function connected(options: Parameters<typeof createTestWallet>[0] = {}) {
  const wallet = createTestWallet({ name: 'S', ...options })
  registerWallets(wallet)
  const { adapter } = setupAdapter()
  const { address } = await adapter.connect({ connectorId: 'S', network: solana })
  return { adapter, wallet, address }
}

describe('signMessage', () => {
  it('returns a base58 ed25519 signature of the UTF-8 message by the account', async () => {
    const { adapter, address } = await connected()
    const message = 'Sign in to Kit ✓'
    const signature = await adapter.signMessage({ connectorId: 'S', address, message })
    const bytes = decodeBase58(signature) as Uint8Array
    expect(bytes).toHaveLength(64)
    expect(
      ed25519.verify(bytes, new TextEncoder().encode(message), decodeBase58(address) as Uint8Array),
    ).toBe(true)
  })

  it('refuses a signature by another key with InvalidSignatureError', async () => {
    const { adapter, address } = await connected({ wrongKey: true })
    await expect(
      adapter.signMessage({ connectorId: 'S', address, message: 'hello' }),
    ).rejects.toBeInstanceOf(InvalidSignatureError)
  })

  it('refuses a malformed signature with InvalidSignatureError', async () => {
    const { adapter, wallet, address } = await connected()
    wallet.features['solana:signMessage'] = {
      version: '1.0.0',
      signMessage: async () => [{ signedMessage: new Uint8Array(), signature: new Uint8Array(63) }],
    }
    await expect(
      adapter.signMessage({ connectorId: 'S', address, message: 'hello' }),
    ).rejects.toBeInstanceOf(InvalidSignatureError)
  })

  it('turns a declined prompt into UserRejectedRequestError', async () => {
    const { adapter, wallet, address } = await connected()
    wallet.setReject(true)
    await expect(
      adapter.signMessage({ connectorId: 'S', address, message: 'hello' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('refuses another address than the connected one', async () => {
    const { adapter } = await connected()
    await expect(
      adapter.signMessage({
        connectorId: 'S',
        address: '11111111111111111111111111111111',
        message: 'x',
      }),
    ).rejects.toMatchObject({ name: 'WalletNotConnectedError' })
  })
})
