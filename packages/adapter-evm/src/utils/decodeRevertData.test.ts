import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeRevertData } from './decodeRevertData.js'

const abi = parseAbi(['error Error(string)', 'error Panic(uint256)', 'error NotOwner(address)'])

describe('decodeRevertData', () => {
  test.each(['Ownable: caller is not the owner', '', 'ü 🦊'])(
    'decodes Error(string) %j',
    (reason) => {
      expect(decodeRevertData(encodeErrorResult({ abi, errorName: 'Error', args: [reason] }))).toBe(
        reason,
      )
    },
  )

  test.each([
    [0x11n, 'Arithmetic operation resulted in underflow or overflow.'],
    [0x12n, 'Division or modulo by zero.'],
    [0x99n, 'Panic code 153'],
  ])('decodes Panic(%i)', (code, reason) => {
    expect(decodeRevertData(encodeErrorResult({ abi, errorName: 'Panic', args: [code] }))).toBe(
      reason,
    )
  })

  test('names a custom error by its selector', () => {
    const data = encodeErrorResult({
      abi,
      errorName: 'NotOwner',
      args: ['0x0000000000000000000000000000000000000001'],
    })
    expect(decodeRevertData(data)).toBe(`Custom error ${data.slice(0, 10)}`)
  })

  test('gives up on empty or truncated data', () => {
    expect(decodeRevertData('0x')).toBeUndefined()
    const data = encodeErrorResult({ abi, errorName: 'Error', args: ['long enough reason'] })
    expect(decodeRevertData(data.slice(0, 140) as `0x${string}`)).toBeUndefined()
  })
})
