import { describe, expect, test } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { FeeEstimationError } from '../errors/transaction.js'
import { createFakeFetch, type FakeRpcAnswer } from '../test/createFakeFetch.js'
import { testAccountChecksummed } from '../test/createMockProvider.js'
import { mainnet } from '../test/fixtures.js'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const node: Record<string, FakeRpcAnswer> = {
  eth_getBlockByNumber: { result: { number: '0x10', baseFeePerGas: '0x64' } },
  eth_maxPriorityFeePerGas: { result: '0xa' },
  eth_estimateGas: { result: '0x5208' },
}

function estimate(
  answers: Record<string, FakeRpcAnswer>,
  parameters: { token?: { address: string }; to?: string } = {},
) {
  const fetchFn = createFakeFetch(answers)
  const adapter = createEvmAdapter({ fetchFn, retryCount: 0 })
  const result = adapter.estimateSendFee({
    connectorId: 'any',
    network: mainnet,
    from: testAccountChecksummed,
    to: recipient,
    value: 10n ** 18n,
    ...parameters,
  })
  return { result, fetchFn }
}

describe('estimateSendFee', () => {
  test('is the gas estimate × the EIP-1559 fee cap (base fee × 1.2 + tip), with the fees it priced', async () => {
    const { result, fetchFn } = estimate(node)
    await expect(result).resolves.toEqual({
      fee: 21_000n * 130n,
      gas: 21_000n,
      maxFeePerGas: 130n,
      maxPriorityFeePerGas: 10n,
    })
    expect(fetchFn.requests.find((r) => r.method === 'eth_estimateGas')?.params).toEqual([
      { from: testAccountChecksummed, to: recipient, value: '0xde0b6b3a7640000' },
    ])
  })

  test('prices a legacy chain with its gas price', async () => {
    const { result } = estimate({
      eth_getBlockByNumber: { result: { number: '0x10' } },
      eth_gasPrice: { result: '0x3' },
      eth_estimateGas: { result: '0x5208' },
    })
    await expect(result).resolves.toEqual({ fee: 63_000n, gas: 21_000n, gasPrice: 3n })
  })

  test("estimates a token's transfer call on its contract", async () => {
    const { result, fetchFn } = estimate(node, { token: { address: token } })
    await result
    expect(fetchFn.requests.find((r) => r.method === 'eth_estimateGas')?.params).toEqual([
      {
        from: testAccountChecksummed,
        to: token,
        value: '0x0',
        data: `0xa9059cbb${recipient.slice(2).toLowerCase().padStart(64, '0')}${(10n ** 18n).toString(16).padStart(64, '0')}`,
      },
    ])
  })

  test("a node that cannot estimate is 'error estimating gas'; a bad address is refused first", async () => {
    const { eth_estimateGas: _, ...noEstimate } = node
    await expect(estimate(noEstimate).result).rejects.toThrow(FeeEstimationError)
    const { result, fetchFn } = estimate(node, { to: '0x1234' })
    await expect(result).rejects.toThrow('Invalid address')
    expect(fetchFn.requests).toEqual([])
  })
})

describe('isAddress', () => {
  test('accepts lowercase and checksummed addresses, refuses a broken checksum', async () => {
    const adapter = createEvmAdapter()
    await expect(adapter.isAddress({ address: recipient, network: mainnet })).resolves.toBe(true)
    await expect(
      adapter.isAddress({ address: recipient.toLowerCase(), network: mainnet }),
    ).resolves.toBe(true)
    await expect(
      adapter.isAddress({ address: recipient.replace('C51', 'c51'), network: mainnet }),
    ).resolves.toBe(false)
    await expect(adapter.isAddress({ address: 'alice.kit.id', network: mainnet })).resolves.toBe(
      false,
    )
  })
})
