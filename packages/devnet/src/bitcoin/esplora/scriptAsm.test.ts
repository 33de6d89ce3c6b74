import { hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, test } from 'vitest'
import { scriptAsm } from './scriptAsm.js'

describe('scriptAsm', () => {
  test('writes the standard templates as Esplora does', () => {
    expect(scriptAsm(hexToBytes(`0014${'ab'.repeat(20)}`))).toBe(
      `OP_0 OP_PUSHBYTES_20 ${'ab'.repeat(20)}`,
    )
    expect(scriptAsm(hexToBytes(`5120${'cd'.repeat(32)}`))).toBe(
      `OP_PUSHNUM_1 OP_PUSHBYTES_32 ${'cd'.repeat(32)}`,
    )
    expect(scriptAsm(hexToBytes(`76a914${'01'.repeat(20)}88ac`))).toBe(
      `OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${'01'.repeat(20)} OP_EQUALVERIFY OP_CHECKSIG`,
    )
    expect(scriptAsm(hexToBytes('6a4c0201ff'))).toBe('OP_RETURN OP_PUSHDATA1 01ff')
  })

  test('marks a push that runs past the end instead of reading beyond it', () => {
    expect(scriptAsm(hexToBytes('0501'))).toBe('OP_PUSHBYTES_5 <push past end>')
    expect(scriptAsm(hexToBytes('4d01'))).toBe('<push past end>')
  })
})
