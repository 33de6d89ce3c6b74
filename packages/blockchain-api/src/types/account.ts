/** `GET /v1/identity/{address}`: the name and avatar an address is known by. */
export type IdentityResponse = { name: string | null; avatar: string | null }

/** One fungible token balance (`GET /v1/account/{address}/balance`). Amounts are decimal strings. */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 id of the chain. */
  chainId: string
  /** CAIP-10 address of the token contract; absent for the native currency. */
  address?: string | undefined
  /** Value of the holding in USD. */
  value: number
  /** Price of one token in USD. */
  price: number
  /** `decimals` is a JSON integer (0 to 77); `numeric` is the human amount as a decimal string. */
  quantity: { decimals: number; numeric: string }
  iconUrl: string
}

export type BalanceResponse = { balances: TokenBalance[] }

export type TransactionDirection = 'in' | 'out' | 'self'

export type TransactionTransfer = {
  direction: TransactionDirection
  /** Human amount as a decimal string. */
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
  fungible_info?: { name: string; symbol: string; icon?: { url: string } | undefined } | undefined
  nft_info?:
    | {
        name: string
        content?: { preview?: { url: string } | undefined } | undefined
        flags: { is_spam: boolean }
      }
    | undefined
}

/** One entry of the account history (SPEC §3 Transaction). */
export type Transaction = {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'execute' | 'mint' | 'approve' | 'deploy' | 'trade'
    hash: string
    /** ISO 8601 time the transaction was mined. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed' | 'pending'
    nonce: number
    /** CAIP-2 id of the chain. */
    chain: string
  }
  transfers: TransactionTransfer[]
}

/** `GET /v1/account/{address}/history`: newest first; `next` is the cursor of the next page. */
export type HistoryResponse = { data: Transaction[]; next: string | null }

/** One asset of `wallet_getAssets` (SPEC §3 wallet assets response, plus ERC721 for NFTs). */
export type WalletAsset = {
  /** Contract address; null for the native currency. */
  address: string | null
  /** Hex quantity (`0x…`): the raw balance, or the token id for an ERC721. */
  balance: string
  type: 'NATIVE' | 'ERC20' | 'ERC721'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price?: number | undefined
    iconUrl?: string | undefined
    value?: number | undefined
    /** ERC721 only: the token id (decimal string) and its image. */
    tokenId?: string | undefined
    imageUrl?: string | undefined
    /** ERC721 only: the collection is known spam (an unsolicited airdrop). */
    isSpam?: boolean | undefined
  }
}

/** `wallet_getAssets` result: assets per chain, keyed by the chain id in hex (`0x1`). */
export type WalletAssetsResponse = Record<string, WalletAsset[]>

/** `GET /v1/supported-chains`: CAIP-2 ids the API serves. */
export type SupportedChainsResponse = { http: string[]; ws: string[] }
