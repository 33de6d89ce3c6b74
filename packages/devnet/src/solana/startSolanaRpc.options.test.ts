import { describe, expect, test } from 'vitest'
import { PortUnavailableError } from '../errors/devnet.js'
import { InvalidSolanaRpcOptionsError } from '../errors/solana.js'
import { startSolanaRpc } from './startSolanaRpc.js'

const devnetGenesisHash = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'

describe('startSolanaRpc options', () => {
  test('refuses a bad port, genesis hash or slot interval with a typed error', async () => {
    await expect(startSolanaRpc({ port: 70_000 })).rejects.toThrow(InvalidSolanaRpcOptionsError)
    await expect(startSolanaRpc({ port: 0, genesisHash: 'nope' })).rejects.toThrow(
      InvalidSolanaRpcOptionsError,
    )
    await expect(startSolanaRpc({ port: 0, slotIntervalMs: -1 })).rejects.toThrow(
      InvalidSolanaRpcOptionsError,
    )
  })

  test('answers the genesis hash it is given, and a taken port is a PortUnavailableError', async () => {
    const first = await startSolanaRpc({
      port: 0,
      genesisHash: devnetGenesisHash,
      slotIntervalMs: 0,
    })
    try {
      const response = await fetch(first.url, {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getGenesisHash' }),
      })
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 7, result: devnetGenesisHash })
      await expect(startSolanaRpc({ port: first.port, slotIntervalMs: 0 })).rejects.toThrow(
        PortUnavailableError,
      )
    } finally {
      await first.stop()
    }
  })

  test('wsOnNextPort serves port + 1 too, so a Connection without wsEndpoint confirms', async () => {
    const { Connection, Keypair, LAMPORTS_PER_SOL } = await import('@solana/web3.js')
    const { findFreePort } = await import('../http/findFreePort.js')
    let solana: Awaited<ReturnType<typeof startSolanaRpc>> | undefined
    // A free port whose next one is free too (a few tries on a busy machine).
    for (let attempt = 0; attempt < 5 && !solana; attempt++)
      solana = await startSolanaRpc({
        port: await findFreePort(),
        wsOnNextPort: true,
        slotIntervalMs: 20,
      }).catch(() => undefined)
    if (!solana) throw new Error('no two free ports in a row')
    try {
      expect(solana.nextPortWsUrl).toBe(`ws://127.0.0.1:${solana.port + 1}`)
      const connection = new Connection(solana.url, 'confirmed')
      const signature = await connection.requestAirdrop(
        Keypair.generate().publicKey,
        LAMPORTS_PER_SOL,
      )
      const latest = await connection.getLatestBlockhash()
      expect((await connection.confirmTransaction({ signature, ...latest })).value.err).toBeNull()
    } finally {
      await solana.stop()
    }
  })
})
