import { describe, expect, test } from 'vitest'
import { decodeBase58 } from '../base58.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import { decodeMint, decodeTokenAccount, tokenDataKind } from './tokenAccountLayout.js'

const mint = '8zH45w576QJUEGtpXqZvEi6UPddmMfKopLatocZGDw6'
const owner = '9C6hybhQ6Aycep9jaUnP6uL9ZYvDjUp1aSkFWPUFJtpj'

describe('token account layout', () => {
  test('decodes a token account: mint, owner, amount, state and the optional fields', () => {
    const data = new Uint8Array(165)
    const view = new DataView(data.buffer)
    data.set(decodeBase58(mint), 0)
    data.set(decodeBase58(owner), 32)
    view.setBigUint64(64, 1_234_567n, true)
    view.setUint32(72, 1, true) // delegate: some
    data.set(decodeBase58(mint), 76)
    data[108] = 2 // frozen
    view.setBigUint64(121, 5n, true)
    expect(tokenDataKind(data)).toBe('account')
    expect(decodeTokenAccount(data)).toEqual({
      mint,
      owner,
      amount: 1_234_567n,
      delegate: mint,
      state: 'frozen',
      isNative: null,
      delegatedAmount: 5n,
      closeAuthority: null,
    })
    expect(decodeMint(data)).toBeUndefined()
  })

  test('decodes a mint, and refuses other sizes', () => {
    const data = new Uint8Array(82)
    const view = new DataView(data.buffer)
    view.setUint32(0, 1, true)
    data.set(decodeBase58(owner), 4)
    view.setBigUint64(36, 40_000_000_000n, true)
    data[44] = 6
    data[45] = 1
    expect(decodeMint(data)).toEqual({
      mintAuthority: owner,
      supply: 40_000_000_000n,
      decimals: 6,
      isInitialized: true,
      freezeAuthority: null,
    })
    expect(decodeTokenAccount(new Uint8Array(100))).toBeUndefined()
    expect(tokenDataKind(new Uint8Array(0))).toBeUndefined()
  })

  test('formats amounts as a validator does', () => {
    expect(formatTokenAmount(1_500_000n, 6)).toEqual({
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    })
    expect(formatTokenAmount(0n, 6).uiAmountString).toBe('0')
    expect(formatTokenAmount(7n, 6).uiAmountString).toBe('0.000007')
    expect(formatTokenAmount(42n, 0).uiAmountString).toBe('42')
  })
})
