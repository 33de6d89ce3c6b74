// @vitest-environment jsdom
import { verifyMessage, verifyTypedData } from 'viem'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { devAccounts } from '../chains/devAccounts.js'
import { ProviderRpcError } from '../errors/provider.js'
import { type CreateDevWalletParameters, createDevWallet } from './createDevWallet.js'

const wallets: ReturnType<typeof createDevWallet>[] = []
beforeEach(() => localStorage.clear())
afterEach(() => {
  for (const wallet of wallets.splice(0)) wallet.destroy()
})

function create(parameters: CreateDevWalletParameters = {}) {
  const wallet = createDevWallet({ panel: false, ...parameters })
  wallets.push(wallet)
  return wallet
}

async function connected(parameters: CreateDevWalletParameters = {}) {
  const wallet = create({ ...parameters, autoApprove: true })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.setAutoApprove(false)
  return wallet
}

async function rpcError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ProviderRpcError)
  const { code, message } = error as ProviderRpcError
  return { code, message }
}

test('announces over EIP-6963 at creation and on each request', () => {
  const announced: CustomEvent[] = []
  const listener = (event: Event) => announced.push(event as CustomEvent)
  window.addEventListener('eip6963:announceProvider', listener)
  const wallet = create()
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.removeEventListener('eip6963:announceProvider', listener)

  expect(announced).toHaveLength(2)
  const { detail } = announced[1]!
  expect(Object.isFrozen(detail)).toBe(true)
  expect(detail.provider).toBe(wallet.provider)
  expect(detail.info).toEqual({
    uuid: wallet.info.uuid,
    name: 'Kit Dev Wallet',
    icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    rdns: 'dev.kit.wallet',
  })
  expect(detail.info.uuid).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  )

  wallet.destroy()
  window.addEventListener('eip6963:announceProvider', listener)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.removeEventListener('eip6963:announceProvider', listener)
  expect(announced).toHaveLength(2)
})

test('connects after approval, and the permission survives re-creation', async () => {
  const wallet = create()
  const changes: string[][] = []
  wallet.provider.on('accountsChanged', (accounts) => changes.push(accounts))
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  expect(await wallet.provider.request({ method: 'eth_coinbase' })).toBeNull()

  const accounts = wallet.provider.request({ method: 'eth_requestAccounts' })
  const second = wallet.provider.request({ method: 'eth_requestAccounts' })
  expect(wallet.pendingRequests()).toEqual([
    {
      id: expect.any(String),
      method: 'eth_requestAccounts',
      summary: 'Connect to http://localhost:3000',
    },
  ])
  expect(wallet.approve()).toBe(true)
  expect(await accounts).toEqual([devAccounts[0]!.address])
  expect(await second).toEqual([devAccounts[0]!.address])
  expect(changes).toEqual([[devAccounts[0]!.address]])
  wallet.destroy()

  const again = create()
  expect(await again.provider.request({ method: 'eth_accounts' })).toEqual([
    devAccounts[0]!.address,
  ])
  expect(await again.provider.request({ method: 'eth_requestAccounts' })).toEqual([
    devAccounts[0]!.address,
  ])
  expect(again.pendingRequests()).toEqual([])
})

test('a rejected request fails with 4001 and connects nothing', async () => {
  const wallet = create()
  const request = wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.reject()
  expect(await rpcError(request)).toEqual({ code: 4001, message: 'User rejected the request.' })
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  expect(localStorage.getItem('kit-devnet-wallet')).toBeNull()
})

test('revoking permissions empties the accounts', async () => {
  const wallet = await connected()
  const changes: string[][] = []
  wallet.provider.on('accountsChanged', (accounts) => changes.push(accounts))
  const permissions = await wallet.provider.request({ method: 'wallet_getPermissions' })
  expect(permissions).toMatchObject([{ parentCapability: 'eth_accounts' }])
  await wallet.provider.request({
    method: 'wallet_revokePermissions',
    params: [{ eth_accounts: {} }],
  })
  expect(changes).toEqual([[]])
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  expect(
    await rpcError(
      wallet.provider.request({ method: 'personal_sign', params: ['0x68', wallet.address] }),
    ),
  ).toMatchObject({ code: 4100 })
})

test('switching to an unknown chain fails with 4902; adding it then switches', async () => {
  const wallet = create()
  const chainChanges: string[] = []
  wallet.provider.on('chainChanged', (chainId) => chainChanges.push(chainId))
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  expect(await wallet.provider.request({ method: 'net_version' })).toBe('1')

  const unknown = wallet.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0xa4b1' }],
  })
  expect(await rpcError(unknown)).toMatchObject({ code: 4902 })

  const added = wallet.provider.request({
    method: 'wallet_addEthereumChain',
    params: [
      {
        chainId: '0xa4b1',
        chainName: 'Arbitrum One',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8547'],
      },
    ],
  })
  expect(wallet.pendingRequests()[0]).toMatchObject({
    method: 'wallet_addEthereumChain',
    summary: 'Add Arbitrum One (chain 42161) and switch to it',
  })
  wallet.approve()
  expect(await added).toBeNull()
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0xa4b1')

  const back = wallet.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0xa' }],
  })
  expect(wallet.pendingRequests()[0]?.summary).toBe('Switch to OP Mainnet')
  wallet.approve()
  await back
  const again = wallet.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0xa4b1' }],
  })
  wallet.approve()
  await again
  expect(chainChanges).toEqual(['0xa4b1', '0xa', '0xa4b1'])

  // The added chain and the current chain come back after a reload.
  wallet.destroy()
  const reloaded = create()
  expect(await reloaded.provider.request({ method: 'eth_chainId' })).toBe('0xa4b1')
  expect(reloaded.getState().chains.map((chain) => chain.chainId)).toEqual([
    1, 10, 11155111, 137, 42161,
  ])
})

test.each(['0x', '0x01', 'ff', '1', 1, '0x0400'])(
  'refuses the chain id %j with -32602',
  async (chainId) => {
    const wallet = create()
    const request = wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId }],
    })
    expect(await rpcError(request)).toMatchObject({ code: -32602 })
  },
)

test('knownChainIds decides which chains the wallet knows', async () => {
  const wallet = create({ knownChainIds: [42161, 10], defaultChainId: 42161 })
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0xa4b1')
  const request = wallet.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0x1' }],
  })
  expect(await rpcError(request)).toMatchObject({ code: 4902 })
})

test('a wallet-side switch emits chainChanged without a prompt', async () => {
  const wallet = create()
  const changes: string[] = []
  wallet.provider.on('chainChanged', (chainId) => changes.push(chainId))
  wallet.switchChain(137)
  expect(changes).toEqual(['0x89'])
  expect(wallet.pendingRequests()).toEqual([])
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x89')
  // Polygon has no local node: reads cannot be forwarded.
  expect(await rpcError(wallet.provider.request({ method: 'eth_blockNumber' }))).toMatchObject({
    code: 4901,
  })
})

test('personal_sign produces a signature viem verifies', async () => {
  const wallet = await connected()
  const message = 'Hello <b>Kit</b>'
  const hex = `0x${Buffer.from(message).toString('hex')}` as const
  const request = wallet.provider.request({
    method: 'personal_sign',
    params: [hex, wallet.address],
  })
  expect(wallet.pendingRequests()[0]).toMatchObject({
    method: 'personal_sign',
    summary: `Sign message: ${message}`,
  })
  wallet.approve()
  const signature = (await request) as `0x${string}`
  expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)

  const otherAccount = wallet.provider.request({
    method: 'personal_sign',
    params: [hex, devAccounts[1]!.address],
  })
  expect(await rpcError(otherAccount)).toMatchObject({ code: 4100 })
})

test('eth_signTypedData_v4 signs for the active chain only', async () => {
  const wallet = await connected()
  const typedData = {
    domain: { name: 'Kit', version: '1', chainId: 1 },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Mail: [{ name: 'contents', type: 'string' }],
    },
    primaryType: 'Mail',
    message: { contents: 'hi' },
  } as const
  const request = wallet.provider.request({
    method: 'eth_signTypedData_v4',
    params: [wallet.address, JSON.stringify(typedData)],
  })
  expect(wallet.pendingRequests()[0]?.summary).toBe('Sign typed data: Mail for Kit')
  wallet.approve()
  const signature = (await request) as `0x${string}`
  const { EIP712Domain: _, ...types } = typedData.types
  expect(await verifyTypedData({ ...typedData, types, address: wallet.address, signature })).toBe(
    true,
  )

  const wrongChain = { ...typedData, domain: { ...typedData.domain, chainId: 10 } }
  const refused = wallet.provider.request({
    method: 'eth_signTypedData_v4',
    params: [wallet.address, JSON.stringify(wrongChain)],
  })
  expect(await rpcError(refused)).toMatchObject({ code: -32602 })
})

test('signing methods it does not implement are refused, never forwarded', async () => {
  let forwarded = 0
  const wallet = await connected({
    fetchFn: async () => {
      forwarded += 1
      return new Response('{}')
    },
  })
  for (const method of [
    'eth_sign',
    'eth_signTransaction',
    'wallet_sendCalls',
    'personal_ecRecover',
  ]) {
    expect(await rpcError(wallet.provider.request({ method, params: [] }))).toMatchObject({
      code: 4200,
    })
  }
  expect(forwarded).toBe(0)
})

test('other methods are forwarded to the current chain and keep the node error code', async () => {
  const calls: { url: string; body: { method: string } }[] = []
  const wallet = create({
    chains: [{ chainId: 1, name: 'Ethereum', rpcUrl: 'http://node.test/1' }],
    fetchFn: async (input, init) => {
      const body = JSON.parse(String(init?.body))
      calls.push({ url: String(input), body })
      if (body.method === 'eth_call') {
        return Response.json({
          jsonrpc: '2.0',
          id: 1,
          error: { code: 3, message: 'execution reverted', data: '0x' },
        })
      }
      return Response.json({ jsonrpc: '2.0', id: 1, result: '0x10' })
    },
  })
  expect(await wallet.provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
  expect(calls[0]).toMatchObject({ url: 'http://node.test/1', body: { method: 'eth_blockNumber' } })
  expect(await rpcError(wallet.provider.request({ method: 'eth_call', params: [{}] }))).toEqual({
    code: 3,
    message: 'execution reverted',
  })
})

test('destroy rejects pending requests with 4900 and emits disconnect', async () => {
  const wallet = create()
  const disconnects: { code: number }[] = []
  wallet.provider.on('disconnect', (error) => disconnects.push(error))
  const pending = wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.destroy()
  expect(await rpcError(pending)).toMatchObject({ code: 4900 })
  expect(disconnects).toMatchObject([{ code: 4900 }])
  expect(await rpcError(wallet.provider.request({ method: 'eth_chainId' }))).toMatchObject({
    code: 4900,
  })
})

test('corrupted storage is ignored', async () => {
  localStorage.setItem('kit-devnet-wallet', '{')
  const wallet = create()
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
})
