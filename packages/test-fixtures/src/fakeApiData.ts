import type { CatalogueWallet, TokenBalance, Transaction, WalletAsset } from '@kit/blockchain-api'
import { toCatalogueWallet } from '@kit/core'

/** One catalogue entry with every wire field (`wallet-1`, `Wallet 1`…); `overrides` replace any. */
export function createCatalogueWallet(
  index: number,
  overrides: Partial<CatalogueWallet> = {},
): CatalogueWallet {
  return toCatalogueWallet({
    id: `wallet-${index}`,
    name: `Wallet ${index}`,
    image_id: `image-${index}`,
    chains: ['eip155:1'],
    order: index,
    ...overrides,
  })
}

/** `count` catalogue entries with stable ids (`w0001`…), names, links and alternating badges. */
export function createCatalogue(count: number): CatalogueWallet[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(4, '0')
    return createCatalogueWallet(index + 1, {
      id: `w${n}`,
      name: `Wallet ${n}`,
      image_id: `img-${n}`,
      rdns: index === 0 ? 'io.mock' : null,
      homepage: `https://wallet-${n}.example`,
      mobile_link: `wallet${n}://`,
      badge_type: index % 3 === 0 ? 'certified' : 'none',
    })
  })
}

/** A native balance, one ERC-20 and one 0-decimal token (which Kit must hide). */
export function createBalances(chainId = 'eip155:1'): TokenBalance[] {
  return [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId,
      value: 3012.45,
      price: 3012.45,
      quantity: { decimals: 18, numeric: '1.0' },
      iconUrl: 'https://api.test/public/getTokenImage/ETH',
    },
    {
      name: 'Kit USD',
      symbol: 'KUSD',
      chainId,
      address: `${chainId}:0x5fbdb2315678afecb367f032d93f642f64180aa3`,
      value: 250,
      price: 1,
      quantity: { decimals: 6, numeric: '250.0' },
      iconUrl: 'https://api.test/public/getTokenImage/KUSD',
    },
    {
      name: 'Kit Points',
      symbol: 'PTS',
      chainId,
      address: `${chainId}:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512`,
      value: 0,
      price: 0,
      quantity: { decimals: 0, numeric: '500' },
      iconUrl: 'https://api.test/public/getTokenImage/PTS',
    },
  ]
}

export type CreateTransactionParameters = {
  id: string
  minedAt: string
  chain?: string
  spam?: boolean
  direction?: 'in' | 'out'
}

/** One history row: a token transfer, or a spam-flagged NFT transfer. */
export function createTransaction({
  id,
  minedAt,
  chain = 'eip155:1',
  spam = false,
  direction = 'in',
}: CreateTransactionParameters): Transaction {
  return {
    id,
    metadata: {
      operationType: direction === 'in' ? 'receive' : 'send',
      hash: `0x${id.padStart(64, '0')}`,
      minedAt,
      sentFrom: '0x1111111111111111111111111111111111111111',
      sentTo: '0x2222222222222222222222222222222222222222',
      status: 'confirmed',
      nonce: 0,
      chain,
    },
    transfers: [
      spam
        ? {
            direction,
            quantity: { numeric: '1' },
            nft_info: { name: 'Claim Free Rewards', flags: { is_spam: true } },
          }
        : {
            direction,
            quantity: { numeric: '1.5' },
            value: 1.5,
            price: 1,
            fungible_info: { name: 'Kit USD', symbol: 'KUSD' },
          },
    ],
  }
}

/** Native, ERC-20 and two NFTs, as `wallet_getAssets` lists them for one chain. */
export function createWalletAssets(): WalletAsset[] {
  return [
    {
      address: null,
      balance: '0xde0b6b3a7640000',
      type: 'NATIVE',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
    {
      address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      balance: '0xee6b280',
      type: 'ERC20',
      metadata: { name: 'Kit USD', symbol: 'KUSD', decimals: 6 },
    },
    ...[1, 2].map(
      (id): WalletAsset => ({
        address: '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0',
        balance: `0x${id.toString(16)}`,
        type: 'ERC721',
        metadata: {
          name: 'Kit Pixels',
          symbol: 'KITP',
          decimals: 0,
          tokenId: String(id),
          imageUrl: `https://api.test/public/getAssetImage/kitp-${id}`,
        },
      }),
    ),
  ]
}
