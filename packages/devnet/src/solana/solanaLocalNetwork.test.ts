import { expect, test } from 'vitest'
import { solanaChains } from './solanaChains.js'
import { solanaLocalNetwork } from './solanaLocalNetwork.js'
import { startSolanaRpc } from './startSolanaRpc.js'

test('the local Solana node answers the genesis hash its CAIP-2 id is made of', async () => {
  const solana = await startSolanaRpc({ port: 0, slotIntervalMs: 0 })
  try {
    const response = await fetch(solana.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
    })
    const { result } = (await response.json()) as { result: string }
    expect(result).toBe(solanaLocalNetwork.genesisHash)
    expect(`solana:${result.slice(0, 32)}`).toBe(solanaLocalNetwork.caipNetworkId)
    expect(solanaLocalNetwork.caipNetworkId).toBe(solanaChains.mainnet)
  } finally {
    await solana.stop()
  }
})
