// @vitest-environment jsdom
import { parseEther } from 'viem'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../../anvil/startAnvil.js'
import { devAccounts } from '../../chains/devAccounts.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import { createDevWallet } from '../createDevWallet.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 10, port: 0 })
})
afterAll(() => anvil.stop())
beforeEach(() => localStorage.clear())

const receiver = devAccounts[3]!.address
const balanceOf = async (address: string) =>
  BigInt(
    (await jsonRpcRequest({
      url: anvil.rpcUrl,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    })) as string,
  )

async function waitForReceipt(hash: string): Promise<unknown> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const receipt = await jsonRpcRequest({
      url: anvil.rpcUrl,
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return expect.fail('no receipt')
}

function createWallet() {
  const wallet = createDevWallet({
    panel: false,
    chains: [{ chainId: 10, name: 'OP Mainnet', symbol: 'ETH', rpcUrl: anvil.rpcUrl }],
    defaultChainId: 10,
    autoApprove: true,
  })
  return wallet
}

test('signs locally, sends the raw transaction and the receiver is paid', async () => {
  const wallet = createWallet()
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.setAutoApprove(false)
  const before = await balanceOf(receiver)

  const sent = wallet.provider.request({
    method: 'eth_sendTransaction',
    params: [{ from: wallet.address, to: receiver, value: `0x${parseEther('0.01').toString(16)}` }],
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(wallet.pendingRequests()[0]).toMatchObject({
    method: 'eth_sendTransaction',
    summary: 'Send 0.01 ETH to 0x90F7…b906',
  })
  wallet.approve()
  const hash = (await sent) as string
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

  // anvil mines right after answering, so wait for the receipt as a dapp would.
  const receipt = await waitForReceipt(hash)
  expect(receipt).toMatchObject({ status: '0x1', from: wallet.address.toLowerCase() })
  expect(await balanceOf(receiver)).toBe(before + parseEther('0.01'))
  wallet.destroy()
})

test('a node failure keeps its code, and nothing is sent without a connection', async () => {
  const wallet = createWallet()
  wallet.setAutoApprove(false)
  await expect(
    wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: receiver, value: '0x1' }],
    }),
  ).rejects.toMatchObject({ code: 4100 })

  wallet.setAutoApprove(true)
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  await expect(
    wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: receiver, value: `0x${parseEther('1000000').toString(16)}` }],
    }),
  ).rejects.toMatchObject({ code: -32003, message: expect.stringContaining('Insufficient funds') })
  wallet.destroy()
})

test('a legacy gasPrice and explicit fields are kept', async () => {
  const wallet = createWallet()
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  const nonce = (await jsonRpcRequest({
    url: anvil.rpcUrl,
    method: 'eth_getTransactionCount',
    params: [wallet.address, 'pending'],
  })) as string
  const hash = await wallet.provider.request({
    method: 'eth_sendTransaction',
    params: [{ to: receiver, value: '0x1', gas: '0x5208', gasPrice: '0x77359400', nonce }],
  })
  const tx = await wallet.provider.request({ method: 'eth_getTransactionByHash', params: [hash] })
  expect(tx).toMatchObject({ type: '0x0', gas: '0x5208', gasPrice: '0x77359400', nonce })
  wallet.destroy()
})
