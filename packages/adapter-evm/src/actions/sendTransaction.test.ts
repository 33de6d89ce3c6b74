// @vitest-environment jsdom
import { type AdapterSendTransactionParameters, UserRejectedRequestError } from '@kit/core'
import { encodeErrorResult, parseAbi } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { InvalidAddressError } from '../errors/address.js'
import { InvalidHexDataError, InvalidHexQuantityError } from '../errors/encoding.js'
import { FeeCapTooHighError, InsufficientFundsError, TipAboveFeeCapError } from '../errors/node.js'
import {
  ChainMismatchError,
  ContractRevertError,
  FeeConflictError,
  FeeEstimationError,
  InvalidTransactionHashError,
} from '../errors/transaction.js'
import { createFakeFetch, type FakeRpcAnswer } from '../test/createFakeFetch.js'
import type { MockHandler } from '../test/createMockProvider.js'
import { testAccountChecksummed } from '../test/createMockProvider.js'
import { mainnet } from '../test/fixtures.js'
import { setupTestWallet, testConnectorId } from '../test/setupTestWallet.js'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eip1559Node: Record<string, FakeRpcAnswer> = {
  eth_getBlockByNumber: { result: { number: '0x10', baseFeePerGas: '0x64' } },
  eth_maxPriorityFeePerGas: { result: '0xa' },
  eth_gasPrice: { result: '0x78' },
}

const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function connected(
  node: Record<string, FakeRpcAnswer> = eip1559Node,
  overrides: Record<string, MockHandler> = {},
  baseFeeMultiplier?: number,
) {
  const fetchFn = createFakeFetch(node)
  const wallet = setupTestWallet({ fetchFn, baseFeeMultiplier }, overrides)
  cleanups.push(wallet.cleanup)
  await wallet.connect()
  const send = (parameters: Partial<AdapterSendTransactionParameters> = {}) =>
    wallet.adapter.sendTransaction({
      connectorId: testConnectorId,
      network: mainnet,
      from: testAccountChecksummed,
      to: recipient,
      value: 10n ** 18n,
      ...parameters,
    })
  const sent = () => wallet.provider.calls.filter((c) => c.method === 'eth_sendTransaction')
  return { ...wallet, fetchFn, send, sent }
}

describe('sendTransaction', () => {
  test('fills EIP-1559 fees (base fee × 1.2 + tip) and returns the hash', async () => {
    const { send, sent } = await connected()
    await expect(send()).resolves.toBe(`0x${'12'.repeat(32)}`)
    expect(sent()[0]?.params).toEqual([
      {
        from: testAccountChecksummed,
        to: recipient,
        value: '0xde0b6b3a7640000',
        chainId: '0x1',
        maxFeePerGas: '0x82',
        maxPriorityFeePerGas: '0xa',
      },
    ])
  })

  test('with token, sends an ERC-20 transfer of value to the recipient through the token contract', async () => {
    const { send, sent } = await connected()
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    await send({ token: { address: token }, value: 25n })
    expect(sent()[0]?.params).toMatchObject([
      {
        to: token,
        value: '0x0',
        data: `0xa9059cbb${recipient.slice(2).toLowerCase().padStart(64, '0')}${'19'.padStart(64, '0')}`,
      },
    ])
  })

  test('a token transfer refuses data of its own and a malformed token address', async () => {
    const { send, sent } = await connected()
    const token = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }
    await expect(send({ token, data: '0x12' })).rejects.toThrow(
      'A token transfer cannot carry data',
    )
    await expect(send({ token: { address: '0x1234' } })).rejects.toThrow('Invalid address')
    expect(sent()).toEqual([])
  })

  test('applies the baseFeeMultiplier option', async () => {
    const { send, sent } = await connected(eip1559Node, {}, 2)
    await send()
    expect(sent()[0]?.params).toMatchObject([{ maxFeePerGas: '0xd2' }])
  })

  test('derives the tip from the gas price when eth_maxPriorityFeePerGas is missing', async () => {
    const { eth_maxPriorityFeePerGas: _, ...node } = eip1559Node
    const { send, sent } = await connected(node)
    await send()
    expect(sent()[0]?.params).toMatchObject([
      { maxPriorityFeePerGas: '0x14', maxFeePerGas: '0x8c' },
    ])
  })

  test('uses eth_gasPrice on a chain without base fee', async () => {
    const { send, sent } = await connected({
      eth_getBlockByNumber: { result: { number: '0x10' } },
      eth_gasPrice: { result: '0x3b9aca00' },
    })
    await send()
    expect(sent()[0]?.params).toMatchObject([{ gasPrice: '0x3b9aca00' }])
    expect(sent()[0]?.params).not.toHaveProperty([0, 'maxFeePerGas'])
  })

  test('keeps given fees, data and gas, and asks the RPC nothing', async () => {
    const { send, sent, fetchFn } = await connected()
    await send({ maxFeePerGas: 50n, maxPriorityFeePerGas: 2n, data: '0xabcd', gas: 21_000n })
    expect(sent()[0]?.params).toMatchObject([
      { maxFeePerGas: '0x32', maxPriorityFeePerGas: '0x2', data: '0xabcd', gas: '0x5208' },
    ])
    expect(fetchFn.requests).toHaveLength(0)
  })

  test('fills only the missing EIP-1559 fee', async () => {
    const { send, sent } = await connected()
    await send({ maxPriorityFeePerGas: 5n })
    expect(sent()[0]?.params).toMatchObject([{ maxFeePerGas: '0x7d', maxPriorityFeePerGas: '0x5' }])
  })

  test.each([
    ['gasPrice with maxFeePerGas', { gasPrice: 1n, maxFeePerGas: 1n }, FeeConflictError],
    [
      'gasPrice with maxPriorityFeePerGas',
      { gasPrice: 1n, maxPriorityFeePerGas: 1n },
      FeeConflictError,
    ],
    ['a fee cap above 2^256-1', { maxFeePerGas: 2n ** 256n }, FeeCapTooHighError],
    [
      'a tip above the fee cap',
      { maxFeePerGas: 1n, maxPriorityFeePerGas: 2n },
      TipAboveFeeCapError,
    ],
    ['a bad checksum on to', { to: recipient.replace('C8', 'c8') }, InvalidAddressError],
    ['a short from', { from: '0x1234' }, InvalidAddressError],
    ['a negative value', { value: -1n }, InvalidHexQuantityError],
    ['odd-length data', { data: '0xabc' as const }, InvalidHexDataError],
  ])('refuses %s before the wallet sees anything', async (_, parameters, ErrorClass) => {
    const { send, provider, fetchFn } = await connected()
    const before = provider.calls.length
    await expect(send(parameters)).rejects.toBeInstanceOf(ErrorClass)
    expect(provider.calls).toHaveLength(before)
    expect(fetchFn.requests).toHaveLength(0)
  })

  test('a tip estimated above the given fee cap is refused before sending', async () => {
    const { send, sent } = await connected()
    await expect(send({ maxFeePerGas: 5n })).rejects.toBeInstanceOf(TipAboveFeeCapError)
    expect(sent()).toHaveLength(0)
  })

  test('accepts an all-lowercase recipient', async () => {
    const { send } = await connected()
    await expect(send({ to: recipient.toLowerCase() })).resolves.toMatch(/^0x/)
  })

  test('refuses to send while the wallet is on another chain', async () => {
    const { send, provider, sent } = await connected()
    provider.chainId = 10
    await expect(send()).rejects.toBeInstanceOf(ChainMismatchError)
    expect(sent()).toHaveLength(0)
  })

  test('an unreachable RPC during estimation is FeeEstimationError', async () => {
    const { send, sent } = await connected({ eth_getBlockByNumber: { status: 500 } })
    await expect(send()).rejects.toBeInstanceOf(FeeEstimationError)
    expect(sent()).toHaveLength(0)
  })

  test.each(['0x1234', `0x${'12'.repeat(33)}`, null])(
    'a hash of %j is a typed error',
    async (hash) => {
      const { send } = await connected(eip1559Node, { eth_sendTransaction: () => hash })
      await expect(send()).rejects.toBeInstanceOf(InvalidTransactionHashError)
    },
  )

  test('a declined transaction is a rejection', async () => {
    const { send } = await connected(eip1559Node, {
      eth_sendTransaction: () => {
        throw { code: 4001, message: 'User denied transaction signature.' }
      },
    })
    await expect(send()).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('item 4: a send failing with a code reads retry (-32603) is sent once only', async () => {
    const { send, sent } = await connected(eip1559Node, {
      eth_sendTransaction: () => {
        throw { code: -32603, message: 'Internal JSON-RPC error.' }
      },
    })
    await expect(send()).rejects.toBeDefined()
    expect(sent()).toHaveLength(1)
  })

  test('a node error is typed', async () => {
    const { send } = await connected(eip1559Node, {
      eth_sendTransaction: () => {
        throw {
          code: -32603,
          message: 'Internal JSON-RPC error.',
          data: { code: -32000, message: 'insufficient funds for transfer' },
        }
      },
    })
    await expect(send()).rejects.toBeInstanceOf(InsufficientFundsError)
  })

  test('a revert carries the decoded reason', async () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['Not allowed'],
    })
    const { send } = await connected(eip1559Node, {
      eth_sendTransaction: () => {
        throw {
          code: -32603,
          message: 'execution reverted: Not allowed',
          data: { code: 3, message: 'execution reverted', data },
        }
      },
    })
    const error = await send().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContractRevertError)
    expect((error as ContractRevertError).reason).toBe('Not allowed')
  })
})
