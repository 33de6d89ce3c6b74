import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { readSessionAccount } from './readSessionAccount.js'

const evmAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${[...bytes].map((x) => x.toString(16).padStart(2, '0')).join('')}`)
const evmAccount = fc
  .tuple(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), evmAddress)
  .map(([chain, address]) => `eip155:${chain}:${address}`)

propertyTest(
  'readSessionAccount: whatever a wallet sends, the result is one of its own well-formed accounts',
  [fc.array(fc.oneof(fc.string(), evmAccount))],
  (accounts) => {
    const result = readSessionAccount({ namespace: 'eip155', accounts, network: undefined })
    if (!result) return
    expect(result.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(accounts).toContain(`eip155:${result.chainId}:${result.address}`)
    for (const entry of result.accounts ?? [])
      expect(accounts).toContain(`eip155:${result.chainId}:${entry.address}`)
  },
)

propertyTest(
  'readSessionAccount: finds an account whenever the wallet sent a well-formed one',
  [fc.array(fc.string()), evmAccount, fc.array(fc.string())],
  (before, account, after) => {
    const result = readSessionAccount({
      namespace: 'eip155',
      accounts: [...before, account, ...after],
      network: undefined,
    })
    expect(result).toBeDefined()
  },
)
