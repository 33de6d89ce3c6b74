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
})
