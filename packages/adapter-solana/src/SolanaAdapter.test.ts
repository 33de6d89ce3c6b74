import { expect, it } from 'vitest'
import { SolanaAdapter } from './SolanaAdapter.js'

it('new SolanaAdapter() is the Solana adapter, AppKit’s wallets list ignored', () => {
  const adapter = new SolanaAdapter({ wallets: [{ name: 'Legacy' }], timeout: 5000 })
  expect(adapter.namespace).toBe('solana')
  expect(typeof adapter.getConnection).toBe('function')
  expect(() => new SolanaAdapter({ timeout: 0 })).toThrow('Invalid timeout')
})
