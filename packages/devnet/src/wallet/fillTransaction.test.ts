import { expect, test } from 'vitest'
import { devAccounts } from '../chains/devAccounts.js'
import { fillTransaction } from './fillTransaction.js'
import { parseTransactionRequest } from './parseTransactionRequest.js'

const from = devAccounts[0]!.address
const to = devAccounts[1]!.address

function node(answers: Record<string, unknown>) {
  const calls: string[] = []
  const call = async (method: string) => {
    calls.push(method)
    if (!(method in answers)) throw new Error(`unexpected ${method}`)
    return answers[method]
  }
  return { calls, call }
}

test('fills nonce, gas and EIP-1559 fees from the node', async () => {
  const { call } = node({
    eth_getTransactionCount: '0x7',
    eth_estimateGas: '0x5208',
    eth_getBlockByNumber: { baseFeePerGas: '0x64' },
    eth_maxPriorityFeePerGas: '0xa',
  })
  const tx = parseTransactionRequest({ to, value: '0x1' })
  expect(await fillTransaction({ tx, from, chainId: 10, call })).toEqual({
    chainId: 10,
    nonce: 7,
    gas: 21000n,
    to,
    value: 1n,
    data: undefined,
    type: 'eip1559',
    maxFeePerGas: 130n,
    maxPriorityFeePerGas: 10n,
  })
})

test('keeps what the dapp set and falls back to gasPrice without a base fee', async () => {
  const { call, calls } = node({ eth_getBlockByNumber: {}, eth_gasPrice: '0x3' })
  const tx = parseTransactionRequest({ to, nonce: '0x1', gas: '0x10', data: '0xabcd' })
  expect(await fillTransaction({ tx, from, chainId: 1, call })).toMatchObject({
    nonce: 1,
    gas: 16n,
    data: '0xabcd',
    type: 'legacy',
    gasPrice: 3n,
  })
  expect(calls).toEqual(['eth_getBlockByNumber', 'eth_gasPrice'])
})
