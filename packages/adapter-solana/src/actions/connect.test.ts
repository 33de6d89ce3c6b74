import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { solana, solanaDevnet } from '@kit/core/modules/networks/solanaNetworks'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { createTestWallet } from '../test/createTestWallet.js'
import { registerWallets, setupAdapter } from '../test/setupAdapter.js'

describe('connect, reconnect, disconnect and account events', () => {
  it('connects with standard:connect and reports the account on the network', async () => {
    const wallet = createTestWallet({ name: 'W' })
    registerWallets(wallet)
    const { adapter } = setupAdapter()
    const result = await adapter.connect({ connectorId: 'W', network: solanaDevnet })
    const address = wallet.keypairs[0]?.publicKey.toBase58()
    expect(result).toEqual({
      address,
      chainId: solanaDevnet.id,
      accounts: [{ namespace: 'solana', address, type: 'eoa' }],
      walletInfo: { name: 'W', icon: wallet.icon },
    })
  })

  it('picks the account for the network’s Wallet Standard chain', async () => {
    const [main, dev] = [Keypair.generate(), Keypair.generate()]
    const wallet = createTestWallet({ name: 'Multi', keypairs: [main as Keypair, dev as Keypair] })
    wallet.features['standard:connect'] = {
      version: '1.0.0',
      connect: async () => ({
        accounts: [
          { ...accountOf(main as Keypair), chains: ['solana:mainnet'] },
          { ...accountOf(dev as Keypair), chains: ['solana:devnet'] },
        ],
      }),
    }
    registerWallets(wallet)
    const { adapter } = setupAdapter()
    expect((await adapter.connect({ connectorId: 'Multi', network: solanaDevnet })).address).toBe(
      dev?.publicKey.toBase58(),
    )
    expect((await adapter.connect({ connectorId: 'Multi', network: solana })).address).toBe(
      main?.publicKey.toBase58(),
    )
  })

  it('turns a declined prompt into UserRejectedRequestError', async () => {
    registerWallets(createTestWallet({ name: 'No', reject: true }))
    const { adapter } = setupAdapter()
    await expect(adapter.connect({ connectorId: 'No', network: solana })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('refuses an account whose address and public key differ', async () => {
    const wallet = createTestWallet({ name: 'Liar' })
    wallet.features['standard:connect'] = {
      version: '1.0.0',
      connect: async () => ({
        accounts: [
          { ...accountOf(Keypair.generate()), publicKey: Keypair.generate().publicKey.toBytes() },
        ],
      }),
    }
    registerWallets(wallet)
    const { adapter } = setupAdapter()
    await expect(adapter.connect({ connectorId: 'Liar', network: solana })).rejects.toMatchObject({
      name: 'InvalidWalletAccountError',
    })
  })

  it('reconnects silently, and gives undefined when the wallet grants nothing', async () => {
    const wallet = createTestWallet({ name: 'R' })
    registerWallets(wallet)
    const { adapter } = setupAdapter()
    expect(await adapter.reconnect({ connectorId: 'R', network: solana })).toBeUndefined()
    expect(wallet.requests).toEqual([])
    wallet.grant(wallet.keypairs)
    expect((await adapter.reconnect({ connectorId: 'R', network: solana }))?.address).toBe(
      wallet.keypairs[0]?.publicKey.toBase58(),
    )
    expect(wallet.requests).toEqual([])
  })

  it('reconnects to nothing when the wallet declines a silent connect', async () => {
    const wallet = createTestWallet({ name: 'Untrusting' })
    wallet.features['standard:connect'] = {
      version: '1.0.0',
      connect: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    }
    registerWallets(wallet)
    const { adapter } = setupAdapter()
    expect(await adapter.reconnect({ connectorId: 'Untrusting', network: solana })).toBeUndefined()
    await expect(
      adapter.connect({ connectorId: 'Untrusting', network: solana }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('waits for a wallet that registers late, then gives up with ConnectorNotFoundError', async () => {
    const { adapter } = setupAdapter()
    const late = createTestWallet({ name: 'Late' })
    const pending = adapter.connect({ connectorId: 'Late', network: solana })
    setTimeout(() => registerWallets(late), 20)
    expect((await pending).address).toBe(late.keypairs[0]?.publicKey.toBase58())
    await expect(adapter.connect({ connectorId: 'Never', network: solana })).rejects.toMatchObject({
      name: 'ConnectorNotFound',
    })
  })

  it('follows account changes and an emptied account list through standard:events', async () => {
    const wallet = createTestWallet({ name: 'E' })
    registerWallets(wallet)
    const { adapter, events } = setupAdapter()
    await adapter.connect({ connectorId: 'E', network: solana })
    const next = Keypair.generate()
    wallet.keypairs.push(next)
    wallet.grant([next])
    expect(events.at(-1)).toEqual({
      type: 'accountsChanged',
      connectorId: 'E',
      address: next.publicKey.toBase58(),
    })
    wallet.grant([])
    expect(events.at(-1)).toEqual({ type: 'disconnect', connectorId: 'E' })
    // The session ended: further changes are not reported.
    const count = events.length
    wallet.grant([next])
    expect(events.length).toBe(count)
  })

  it('ends the connection when the wallet unregisters', async () => {
    const wallet = createTestWallet({ name: 'Gone' })
    const unregister = registerWallets(wallet)
    const { adapter, events } = setupAdapter()
    await adapter.connect({ connectorId: 'Gone', network: solana })
    unregister()
    expect(events.filter((e) => e.type === 'disconnect')).toEqual([
      { type: 'disconnect', connectorId: 'Gone' },
    ])
    expect(adapter.getProvider({ connectorId: 'Gone' })).toBeUndefined()
  })

  it('disconnects with standard:disconnect and stops following the wallet', async () => {
    const wallet = createTestWallet({ name: 'D' })
    registerWallets(wallet)
    const { adapter, events } = setupAdapter()
    await adapter.connect({ connectorId: 'D', network: solana })
    await adapter.disconnect({ connectorId: 'D' })
    expect(wallet.requests).toContain('disconnect')
    const count = events.length
    wallet.grant(wallet.keypairs)
    expect(events.length).toBe(count)
    await expect(
      adapter.signMessage({
        connectorId: 'D',
        address: wallet.granted[0]?.address ?? '',
        message: 'x',
      }),
    ).rejects.toMatchObject({ name: 'WalletNotConnectedError' })
  })

  it('rejects with the abort reason when core gives the connect up', async () => {
    const wallet = createTestWallet({ name: 'Slow' })
    wallet.features['standard:connect'] = { version: '1.0.0', connect: () => new Promise(() => {}) }
    registerWallets(wallet)
    const { adapter } = setupAdapter()
    const controller = new AbortController()
    const pending = adapter.connect({
      connectorId: 'Slow',
      network: solana,
      signal: controller.signal,
    })
    controller.abort(new Error('replaced'))
    await expect(pending).rejects.toThrow('replaced')
  })
})

function accountOf(key: Keypair) {
  return {
    address: key.publicKey.toBase58(),
    publicKey: key.publicKey.toBytes(),
    chains: ['solana:mainnet'],
    features: [],
  }
}
