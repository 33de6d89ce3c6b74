// @vitest-environment jsdom
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../../anvil/startAnvil.js'
import { devAccounts } from '../../chains/devAccounts.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import { waitForReceipt } from '../../utils/waitForReceipt.js'
import { createDevWallet } from '../createDevWallet.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 10, port: 0 })
})
afterAll(() => anvil.stop())
beforeEach(() => localStorage.clear())
const wallets: ReturnType<typeof createDevWallet>[] = []
afterEach(() => {
  for (const wallet of wallets.splice(0)) wallet.destroy()
})

const byTestId = <element extends HTMLElement>(id: string) =>
  document.querySelector<element>(`[data-testid="${id}"]`)!

const balanceOf = async (address: string) =>
  BigInt(
    (await jsonRpcRequest({
      url: anvil.rpcUrl,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    })) as string,
  )

function create() {
  const wallet = createDevWallet({
    chains: [{ chainId: 10, name: 'OP Mainnet', symbol: 'ETH', rpcUrl: anvil.rpcUrl }],
    defaultChainId: 10,
  })
  wallets.push(wallet)
  return wallet
}

async function settled(result: HTMLElement) {
  for (let attempt = 0; attempt < 200 && result.dataset.state === 'pending'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return result
}

test('the panel sends native currency without a prompt and shows the hash', async () => {
  const wallet = create()
  const to = byTestId<HTMLInputElement>('devwallet-send-to')
  const amount = byTestId<HTMLInputElement>('devwallet-send-amount')
  expect(to.value).toBe(devAccounts[1]!.address)
  expect(amount.value).toBe('0.01')
  expect(to.getAttribute('style')).not.toContain('undefined')

  const receiver = devAccounts[3]!.address
  to.value = receiver
  amount.value = '0.25'
  const before = await balanceOf(receiver)
  byTestId('devwallet-send').click()
  expect(wallet.pendingRequests()).toEqual([])
  const result = await settled(byTestId('devwallet-send-result'))
  expect(result.dataset.state).toBe('sent')
  expect(result.textContent).toMatch(/^0x[0-9a-f]{64}$/)
  expect(result.dataset.hash).toBe(result.textContent)
  const call = (method: string, params: unknown[]) =>
    jsonRpcRequest({ url: anvil.rpcUrl, method, params })
  expect((await waitForReceipt({ call, hash: result.dataset.hash! })).status).toBe('0x1')
  expect((await balanceOf(receiver)) - before).toBe(parseEther('0.25'))
  expect(byTestId<HTMLButtonElement>('devwallet-send').disabled).toBe(false)
})

test('bad input shows the error instead of sending', async () => {
  const wallet = create()
  byTestId<HTMLInputElement>('devwallet-send-to').value = '0x1234'
  byTestId('devwallet-send').click()
  const result = await settled(byTestId('devwallet-send-result'))
  expect(result.dataset.state).toBe('error')
  expect(result.textContent).toBe('Enter a valid address.')

  await expect(wallet.send({ to: devAccounts[1]!.address, amount: '1e-3' })).rejects.toThrow(
    'Enter an amount greater than 0.',
  )
  await expect(wallet.send({ to: devAccounts[1]!.address, amount: '0' })).rejects.toThrow(
    'Enter an amount greater than 0.',
  )
  const hash = await wallet.send({ to: devAccounts[2]!.address, amount: '0.001' })
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
})
