import type { WalletAssetsResponse } from '@kit/blockchain-api'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { devAccounts } from '../../chains/devAccounts.js'
import { devCollections } from '../../chains/devCollections.js'
import { devnetChains } from '../../chains/devnetChains.js'
import { devTokens } from '../../chains/devTokens.js'
import { type StartDevnetReturnType, startDevnet } from '../../stack/startDevnet.js'

let devnet: StartDevnetReturnType
beforeAll(async () => {
  // Two mainnets and the testnet, where wallet_getAssets is not supported.
  devnet = await startDevnet({
    ports: 'free',
    handleSignals: false,
    chains: devnetChains.filter((chain) => [1, 10, 11155111].includes(chain.chainId)),
  })
}, 60_000)
afterAll(() => devnet?.stop())

const account0 = devAccounts[0]!.address

async function rpc(chainId: string, body: unknown, path = '/v1/') {
  const response = await fetch(`${devnet.apiUrl}${path}?chainId=${chainId}&projectId=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const call = (method: string, params: unknown[] = [], id: unknown = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

test('forwards JSON-RPC to the chain of chainId, with or without the slash', async () => {
  expect((await rpc('eip155:10', call('eth_chainId'))).body).toEqual({
    jsonrpc: '2.0',
    id: 1,
    result: '0xa',
  })
  expect((await rpc('eip155:1', call('eth_chainId', [], 'x'), '/v1')).body).toMatchObject({
    id: 'x',
    result: '0x1',
  })
  const batch = await rpc('eip155:1', [call('eth_chainId', [], 1), call('net_version', [], 2)])
  expect(batch.body).toEqual([
    { jsonrpc: '2.0', id: 1, result: '0x1' },
    { jsonrpc: '2.0', id: 2, result: '1' },
  ])
})

test('refuses methods that would use the node keys or change the node', async () => {
  for (const method of ['eth_sendTransaction', 'eth_sign', 'anvil_setBalance', 'evm_mine']) {
    const { body } = await rpc('eip155:1', call(method, []))
    expect(body.error).toMatchObject({ code: -32601 })
  }
  expect((await rpc('eip155:1', '{"jsonrpc"')).body.error).toMatchObject({ code: -32700 })
  expect((await rpc('eip155:1', { id: 3 })).body.error).toMatchObject({ code: -32600 })
  const unknownChain = await rpc('eip155:5', call('eth_chainId'))
  expect(unknownChain.status).toBe(400)
  expect(unknownChain.body).toEqual({
    reasons: [{ field: 'chainId', description: 'Unsupported chain eip155:5' }],
  })
})

test('wallet_getAssets lists native, ERC-20 and owned NFTs with their images', async () => {
  const { body } = await rpc(
    'eip155:1',
    call('wallet_getAssets', [{ account: account0, chainFilter: ['0x1'] }]),
  )
  const result = body.result as WalletAssetsResponse
  expect(Object.keys(result)).toEqual(['0x1'])
  const assets = result['0x1']!
  expect(assets[0]).toMatchObject({
    address: null,
    type: 'NATIVE',
    metadata: { symbol: 'ETH', decimals: 18, price: 3012.45 },
  })
  expect(assets[0]?.balance).toMatch(/^0x[0-9a-f]+$/)

  const erc20 = assets.filter((asset) => asset.type === 'ERC20')
  expect(erc20.map((asset) => asset.metadata.symbol)).toEqual(['KUSD', 'KDAI', 'KBTC', 'PTS'])
  const pts = erc20.find((asset) => asset.metadata.symbol === 'PTS')!
  expect(pts).toMatchObject({
    address: devTokens.find((token) => token.symbol === 'PTS')?.address,
    balance: '0x708',
    metadata: { decimals: 0 },
  })

  const nfts = assets.filter((asset) => asset.type === 'ERC721')
  const [pixels, spam] = devCollections
  // #4 was minted, then sent to dev account 1.
  expect(nfts.map((asset) => [asset.address, asset.metadata.tokenId])).toEqual([
    [pixels!.address, '1'],
    [pixels!.address, '2'],
    [pixels!.address, '3'],
    [pixels!.address, '5'],
    [spam!.address, '1'],
    [spam!.address, '2'],
    [spam!.address, '3'],
  ])
  expect(nfts[0]).toMatchObject({
    balance: '0x1',
    metadata: { name: 'Kit Pixels', symbol: 'KITP', decimals: 0, tokenId: '1', isSpam: false },
  })
  expect(nfts.filter((asset) => asset.metadata.isSpam).map((a) => a.address)).toEqual([
    spam!.address,
    spam!.address,
    spam!.address,
  ])
  const image = await fetch(nfts[0]!.metadata.imageUrl!)
  expect(image.headers.get('content-type')).toBe('image/svg+xml')
  expect(await image.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)

  const account1 = await rpc(
    'eip155:10',
    call('wallet_getAssets', [{ account: devAccounts[1]!.address }]),
  )
  const owned = (account1.body.result as WalletAssetsResponse)['0xa']!
  expect(
    owned
      .filter((asset) => asset.type === 'ERC721')
      .map((a) => `${a.metadata.name} #${a.metadata.tokenId}`),
  ).toEqual(['Kit Pixels #4'])
})

test('wallet_getAssets is not supported on the testnet', async () => {
  const { status, body } = await rpc(
    'eip155:11155111',
    call('wallet_getAssets', [{ account: account0, chainFilter: ['0xaa36a7'] }]),
  )
  expect(status).toBe(200)
  expect(body.error).toMatchObject({ code: -32601 })
  expect(body.result).toBeUndefined()
  const filtered = await rpc(
    'eip155:1',
    call('wallet_getAssets', [{ account: account0, chainFilter: ['0xaa36a7'] }]),
  )
  expect(filtered.body.error).toMatchObject({ code: -32601 })
  const badParams = await rpc('eip155:1', call('wallet_getAssets', [{ account: 'me' }]))
  expect(badParams.body.error).toMatchObject({ code: -32602 })
  const badChain = await rpc(
    'eip155:1',
    call('wallet_getAssets', [{ account: account0, chainFilter: ['0x5'] }]),
  )
  expect(badChain.body.error).toMatchObject({ code: -32602 })
})
