import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { solana, solanaDevnet } from '@kit/core/modules/networks/solanaNetworks'
import { type StartSolanaRpcReturnType, solanaDevKeypairs, startSolanaRpc } from '@kit/devnet/node'
import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeSession } from '../test/createFakeSession.js'
import { setupAdapter, withRpc } from '../test/setupAdapter.js'
import { decodeBase58 } from '../utils/base58.js'

let rpc: StartSolanaRpcReturnType
const [, , , payer] = solanaDevKeypairs()

beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0, slotIntervalMs: 40 })
})
afterAll(() => rpc.stop())

const connectorId = 'walletConnect'

describe('the WalletConnect part', () => {
  it('connects the session’s account on the active network, with the peer as wallet', async () => {
    const fake = createFakeSession({
      chains: [
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      ],
    })
    const { adapter } = setupAdapter()
    const result = await adapter.walletConnect.connect({ session: fake.session, network: solana })
    expect(result).toEqual({
      address: fake.keypair.publicKey.toBase58(),
      chainId: solana.id,
      accounts: [{ namespace: 'solana', address: fake.keypair.publicKey.toBase58(), type: 'eoa' }],
      walletInfo: { name: 'Fake Mobile', icon: undefined },
    })
    expect(
      (await adapter.walletConnect.connect({ session: fake.session, network: undefined })).chainId,
    ).toBe(solanaDevnet.id)
  })

  it('refuses a session with no valid Solana account', async () => {
    const fake = createFakeSession()
    const { adapter } = setupAdapter()
    const session = { ...fake.session, accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:0xabc'] }
    await expect(async () =>
      adapter.walletConnect.connect({ session, network: solana }),
    ).rejects.toMatchObject({
      name: 'InvalidWalletAccountError',
    })
  })

  it('signs messages with solana_signMessage (base58 message and pubkey) and verifies them', async () => {
    const fake = createFakeSession()
    const { adapter } = setupAdapter()
    const { address } = await adapter.walletConnect.connect({
      session: fake.session,
      network: solana,
    })
    const signature = await adapter.signMessage({ connectorId, address, message: 'hi' })
    expect(fake.requests).toEqual([
      {
        chainId: solana.caipNetworkId,
        method: 'solana_signMessage',
        params: { message: '8wr', pubkey: address },
      },
    ])
    expect(
      ed25519.verify(
        decodeBase58(signature) as Uint8Array,
        new TextEncoder().encode('hi'),
        fake.keypair.publicKey.toBytes(),
      ),
    ).toBe(true)
  })

  it('sends with solana_signAndSendTransaction (base64) and confirms it', async () => {
    const fake = createFakeSession({ keypair: payer, rpcUrl: rpc.url })
    const network = withRpc(solana, rpc.url)
    const { adapter } = setupAdapter({ networks: [network], pollInterval: 40 })
    const { address } = await adapter.walletConnect.connect({ session: fake.session, network })
    const to = Keypair.generate().publicKey
    await adapter.sendTransaction({
      connectorId,
      network,
      from: address,
      to: to.toBase58(),
      value: 2_042_000n,
    })
    expect(fake.requests.map((r) => r.method)).toEqual(['solana_signAndSendTransaction'])
    expect(await new Connection(rpc.url, 'confirmed').getBalance(to)).toBe(2_042_000)
  })

  it.each([false, true])(
    'falls back to solana_signTransaction (signature-only answer: %s) and the RPC',
    async (signatureOnly) => {
      const fake = createFakeSession({
        keypair: payer,
        methods: ['solana_signMessage', 'solana_signTransaction'],
        signatureOnly,
      })
      const network = withRpc(solana, rpc.url)
      const { adapter } = setupAdapter({ networks: [network], pollInterval: 40 })
      const { address } = await adapter.walletConnect.connect({ session: fake.session, network })
      const to = Keypair.generate().publicKey
      await adapter.sendTransaction({
        connectorId,
        network,
        from: address,
        to: to.toBase58(),
        value: 1_007_000n,
      })
      expect(fake.requests.map((r) => r.method)).toEqual(['solana_signTransaction'])
      expect(await new Connection(rpc.url, 'confirmed').getBalance(to)).toBe(1_007_000)
    },
  )

  it('turns a WalletConnect rejection (5000) into UserRejectedRequestError', async () => {
    const fake = createFakeSession({ reject: true })
    const { adapter } = setupAdapter()
    const { address } = await adapter.walletConnect.connect({
      session: fake.session,
      network: solana,
    })
    await expect(
      adapter.signMessage({ connectorId, address, message: 'x' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('follows accountsChanged and forgets the session once it ends', async () => {
    const fake = createFakeSession()
    const { adapter, events } = setupAdapter()
    await adapter.walletConnect.connect({ session: fake.session, network: solana })
    const next = Keypair.generate().publicKey.toBase58()
    fake.emit({
      name: 'accountsChanged',
      data: [`${solana.caipNetworkId}:${next}`],
      chainId: solana.caipNetworkId,
    })
    expect(events.at(-1)).toEqual({ type: 'accountsChanged', connectorId, address: next })
    fake.emit({ name: 'accountsChanged', data: ['0xnot-solana'], chainId: solana.caipNetworkId })
    expect(events).toHaveLength(1)
    fake.end()
    expect(adapter.getProvider({ connectorId })).toBeUndefined()
  })
})
