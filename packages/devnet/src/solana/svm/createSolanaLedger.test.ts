import { expect, test } from 'vitest'
import { faucetKeypair, seedSolanaDevState } from '../seed/seedSolanaDevState.js'
import { sendFromFaucet } from '../seed/sendFromFaucet.js'
import { solanaDevAccounts } from '../solanaDevAccounts.js'
import { blockhashMaxAge, createSolanaLedger } from './createSolanaLedger.js'

test('a listener that throws neither stops the slots nor undoes a transaction', () => {
  const ledger = createSolanaLedger()
  seedSolanaDevState(ledger)
  const seen: string[] = []
  ledger.subscribe((event) => {
    seen.push(event.kind)
    throw new Error('listener failed')
  })
  const slot = ledger.slot()
  ledger.advanceSlot()
  const to = solanaDevAccounts[0]?.address ?? ''
  const before = ledger.account(to)?.lamports ?? 0
  const signature = sendFromFaucet(ledger, faucetKeypair(), to, 5_000_000)
  expect(ledger.record(signature)?.err).toBeNull()
  expect(ledger.account(to)?.lamports).toBe(before + 5_000_000)
  expect(ledger.slot()).toBe(slot + 2)
  expect(seen).toEqual(['slot', 'transaction', 'slot'])
})

test('each slot brings a new blockhash, usable for blockhashMaxAge slots', () => {
  const ledger = createSolanaLedger()
  const first = ledger.latestBlockhash()
  ledger.advanceSlot()
  const second = ledger.latestBlockhash()
  expect(second.blockhash).not.toBe(first.blockhash)
  expect(second.lastValidBlockHeight).toBe(first.lastValidBlockHeight + 1)
  for (let i = 1; i < blockhashMaxAge; i++) ledger.advanceSlot()
  expect(ledger.isBlockhashValid(first.blockhash)).toBe(true)
  ledger.advanceSlot()
  expect(ledger.isBlockhashValid(first.blockhash)).toBe(false)
  expect(ledger.isBlockhashValid(second.blockhash)).toBe(true)
  expect(ledger.blockHeight()).toBe(first.lastValidBlockHeight + 1)
})
