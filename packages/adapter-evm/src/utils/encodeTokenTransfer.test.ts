import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeTokenTransfer } from './encodeTokenTransfer.js'

describe('encodeTokenTransfer', () => {
  it.each([0n, 1n, 10n ** 18n, 2n ** 256n - 1n])('matches viem for %s', (amount) => {
    const to = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    expect(encodeTokenTransfer({ to, amount })).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    )
  })
})
