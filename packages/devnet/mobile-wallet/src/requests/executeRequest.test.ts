import {
  type Address,
  recoverMessageAddress,
  recoverTypedDataAddress,
  stringToHex,
  type TypedDataDefinition,
} from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { ProviderRpcError } from '#shared'
import { createWalletSigner } from '../signer/createWalletSigner.js'
import { type ExecuteRequestParameters, executeRequest } from './executeRequest.js'
import { toJsonRpcError } from './toJsonRpcError.js'

const signer = createWalletSigner()
const [first, second] = signer.addresses as [Address, Address]
const chains = [
  { chainId: 1, name: 'Ethereum', symbol: 'ETH', rpcUrl: 'http://127.0.0.1:1', testnet: false },
  { chainId: 10, name: 'OP', symbol: 'ETH', rpcUrl: 'http://127.0.0.1:2', testnet: false },
  { chainId: 8453, name: 'Base', symbol: 'ETH', rpcUrl: 'http://127.0.0.1:3', testnet: false },
]

function run(method: string, params: unknown, overrides: Partial<ExecuteRequestParameters> = {}) {
  return executeRequest({
    method,
    params,
    chainId: 1,
    signer,
    chains,
    session: { accounts: [first, second], chainIds: [1, 10], activeAccount: first },
    switchChain: async () => {},
    ...overrides,
  })
}

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (cause: unknown) => cause,
  )
  expect(error).toBeInstanceOf(ProviderRpcError)
  return toJsonRpcError(error)
}

const typedData = {
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  domain: { name: 'Ether Mail', version: '1', chainId: 1 },
  message: { contents: 'Hello' },
} as const satisfies TypedDataDefinition

describe('executeRequest', () => {
  test('the wallet keys are dev accounts 1 and 2', () => {
    expect(signer.addresses).toEqual([
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    ])
  })

  test('personal_sign and eth_sign sign with the named account', async () => {
    const message = stringToHex('hello kit')
    const signature = (await run('personal_sign', [message, second.toLowerCase()])) as `0x${string}`
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(second)
    const ethSign = (await run('eth_sign', [first, message])) as `0x${string}`
    expect(await recoverMessageAddress({ message: { raw: message }, signature: ethSign })).toBe(
      first,
    )
    const text = (await run('personal_sign', ['plain words', first])) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'plain words', signature: text })).toBe(first)
  })

  test('signs typed data given as JSON text or object, only for the request chain', async () => {
    for (const payload of [JSON.stringify(typedData), typedData]) {
      const signature = (await run('eth_signTypedData_v4', [first, payload])) as `0x${string}`
      expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(first)
    }
    expect(await errorOf(run('eth_signTypedData_v4', [first, typedData], { chainId: 10 }))).toEqual(
      {
        code: -32602,
        message: 'Provided chainId "1" must match the active chainId "10".',
      },
    )
  })

  test('refuses accounts that are not the wallet’s or not in the session (4100)', async () => {
    const stranger = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect((await errorOf(run('personal_sign', ['0x01', stranger]))).code).toBe(4100)
    const onlyFirst = { accounts: [first], chainIds: [1], activeAccount: first }
    expect(
      (await errorOf(run('personal_sign', ['0x01', second], { session: onlyFirst }))).code,
    ).toBe(4100)
    expect((await errorOf(run('personal_sign', [42, first]))).code).toBe(-32602)
  })

  test('switches to a session chain and answers null; unknown chains get 4902', async () => {
    const switchChain = vi.fn(async () => {})
    expect(
      await run('wallet_switchEthereumChain', [{ chainId: '0xa' }], { switchChain }),
    ).toBeNull()
    expect(switchChain).toHaveBeenCalledWith(10)
    // Served by the devnet but not part of this session, or not served at all.
    for (const chainId of ['0x2105', '0x89']) {
      const error = await errorOf(run('wallet_switchEthereumChain', [{ chainId }], { switchChain }))
      expect(error.code).toBe(4902)
    }
    expect(switchChain).toHaveBeenCalledTimes(1)
    expect((await errorOf(run('wallet_switchEthereumChain', [{ chainId: '10' }]))).code).toBe(
      -32602,
    )
  })

  test('adds only chains it already has', async () => {
    expect(
      await run('wallet_addEthereumChain', [{ chainId: '0x1', chainName: 'Ethereum' }]),
    ).toBeNull()
    expect((await errorOf(run('wallet_addEthereumChain', [{ chainId: '0x89' }]))).code).toBe(-32602)
  })

  test('sends transactions from the named or the active account on the request chain', async () => {
    const sendTransaction = vi.fn(async () => '0xhash' as const)
    const spySigner = { ...signer, sendTransaction }
    const tx = { to: second, value: '0x1' }
    expect(await run('eth_sendTransaction', [tx], { signer: spySigner, chainId: 10 })).toBe(
      '0xhash',
    )
    expect(sendTransaction).toHaveBeenCalledWith(
      expect.objectContaining({
        account: expect.objectContaining({ address: first }),
        chain: chains[1],
        tx: expect.objectContaining({ to: second, value: 1n }),
      }),
    )
    await run('eth_sendTransaction', [{ ...tx, from: second }], { signer: spySigner })
    expect(sendTransaction).toHaveBeenLastCalledWith(
      expect.objectContaining({ account: expect.objectContaining({ address: second }) }),
    )
    const wrongChain = run('eth_sendTransaction', [{ ...tx, chainId: '0xa' }], {
      signer: spySigner,
    })
    expect((await errorOf(wrongChain)).code).toBe(-32602)
    expect(
      (await errorOf(run('eth_sendTransaction', [{ to: 'x' }], { signer: spySigner }))).code,
    ).toBe(-32602)
    expect(sendTransaction).toHaveBeenCalledTimes(2)
  })

  test('refuses methods it does not handle with 4200', async () => {
    expect(await errorOf(run('eth_getBalance', [first, 'latest']))).toEqual({
      code: 4200,
      message: 'The method "eth_getBalance" is not supported by this Ethereum provider.',
    })
  })
})
