import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { devAccounts } from './devAccounts.js'

test('each dev account address derives from its private key', () => {
  expect(devAccounts).toHaveLength(4)
  for (const { address, privateKey } of devAccounts) {
    expect(privateKeyToAccount(privateKey).address).toBe(address)
  }
})
