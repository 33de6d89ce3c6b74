import type { TokenBalance, Transaction } from '@kit/core'
import { testAddress } from './testWallet.js'

/** One balance row as the API sends it; `overrides` replace any field. */
export function tokenBalance(overrides: Partial<TokenBalance> = {}): TokenBalance {
  return {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 3000,
    price: 2000,
    quantity: { decimals: 18, numeric: '1.5' },
    iconUrl: 'https://icons.example/eth.png',
    ...overrides,
  }
}

let nonce = 0

/** One history row on mainnet, sent by the test account unless `metadata` says otherwise. */
export function historyRow(
  metadata: Partial<Transaction['metadata']> = {},
  transfers: Transaction['transfers'] = [
    {
      direction: 'out',
      quantity: { numeric: '0.25' },
      fungible_info: { name: 'Ether', symbol: 'ETH' },
    },
  ],
): Transaction {
  nonce++
  return {
    id: `tx-${nonce}`,
    metadata: {
      operationType: 'send',
      hash: `0x${nonce.toString(16).padStart(64, '0')}`,
      minedAt: new Date().toISOString(),
      sentFrom: testAddress,
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: 'confirmed',
      nonce,
      chain: 'eip155:1',
      ...metadata,
    },
    transfers,
  }
}

/** `wallet_getAssets` answer with ERC721 entries on mainnet. */
export function nftAssets(items: { name: string; tokenId: string; imageUrl?: string }[]) {
  return {
    jsonrpc: '2.0',
    id: 1,
    result: {
      '0x1': items.map((item, index) => ({
        address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
        balance: `0x${BigInt(item.tokenId).toString(16)}`,
        type: 'ERC721',
        metadata: {
          name: item.name,
          symbol: 'NFT',
          decimals: 0,
          tokenId: item.tokenId,
          imageUrl: item.imageUrl,
        },
      })),
    },
  }
}
