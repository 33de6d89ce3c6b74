import type {
  BalanceResponse,
  HistoryResponse,
  IdentityResponse,
  SupportedChainsResponse,
  WalletAssetsResponse,
} from '../src/types/account.js'
import type { GetWalletsResponse } from '../src/types/catalogue.js'
import type {
  AllowanceResponse,
  BuildTransactionResponse,
  ConvertQuotesResponse,
  ConvertTokensResponse,
  FungiblePriceResponse,
  GasPriceResponse,
} from '../src/types/convert.js'
import type { OnrampOptionsResponse, OnrampQuote, OnrampUrlResponse } from '../src/types/onramp.js'
import type {
  AccountProfile,
  NameSuggestionsResponse,
  RegisterNameBody,
} from '../src/types/profile.js'
import type { SessionResponse } from '../src/types/sessions.js'
import type { SiwxNonceResponse, SiwxSessionRecord } from '../src/types/siwx.js'

/** Valid bodies of every endpoint, as the API sends them. */
export const address = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
export const tokenAddress = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
export const nativeAddress = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export const supportedChains: SupportedChainsResponse = {
  http: ['eip155:1', 'eip155:137'],
  ws: [],
}

export const identity: IdentityResponse = { name: 'kitdev.kit.id', avatar: null }

export const balances: BalanceResponse = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 3012.45,
      price: 3012.45,
      quantity: { decimals: 18, numeric: '1' },
      iconUrl: 'https://api.example/public/getTokenImage/ETH',
    },
    {
      name: 'Kit USD',
      symbol: 'KUSD',
      chainId: 'eip155:1',
      address: tokenAddress,
      value: 12.5,
      price: 1,
      quantity: { decimals: 6, numeric: '12.5' },
      iconUrl: 'https://api.example/public/getTokenImage/KUSD',
    },
  ],
}

export const history: HistoryResponse = {
  data: [
    {
      id: 'tx-1',
      metadata: {
        operationType: 'receive',
        hash: `0x${'1'.repeat(64)}`,
        minedAt: '2025-01-06T12:00:00.000Z',
        sentFrom: '0x0000000000000000000000000000000000000009',
        sentTo: address,
        status: 'confirmed',
        nonce: 0,
        chain: 'eip155:1',
      },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '100' },
          value: 100,
          price: 1,
          fungible_info: { name: 'Kit USD', symbol: 'KUSD', icon: { url: 'https://i.example/k' } },
        },
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Claim Free Rewards #1', flags: { is_spam: true } },
        },
      ],
    },
  ],
  next: 'cursor-2',
}

export const walletAssets: WalletAssetsResponse = {
  '0x1': [
    {
      address: null,
      balance: '0xde0b6b3a7640000',
      type: 'NATIVE',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3012.45, value: 3012.45 },
    },
    {
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      balance: '0x1',
      type: 'ERC721',
      metadata: {
        name: 'Kit Pixels',
        symbol: 'KITP',
        decimals: 0,
        tokenId: '1',
        imageUrl: 'https://api.example/public/getAssetImage/kitp-1',
      },
    },
  ],
}

export const convertTokens: ConvertTokensResponse = {
  tokens: [
    {
      name: 'Ether',
      symbol: 'ETH',
      address: nativeAddress,
      decimals: 18,
      logoUri: 'https://api.example/public/getTokenImage/ETH',
    },
    {
      name: 'Kit USD',
      symbol: 'KUSD',
      address: tokenAddress,
      decimals: 6,
      logoUri: 'https://api.example/public/getTokenImage/KUSD',
      eip2612: true,
    },
  ],
}

export const convertQuotes: ConvertQuotesResponse = {
  quotes: [
    {
      fromAmount: '1000000000000000000',
      fromAccount: nativeAddress,
      toAmount: '3012450000',
      toAccount: tokenAddress,
    },
  ],
}

export const fungiblePrice: FungiblePriceResponse = {
  fungibles: [{ name: 'Kit USD', symbol: 'KUSD', iconUrl: 'https://i.example/k', price: 1 }],
}

export const allowance: AllowanceResponse = {
  allowance: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
}

export const gasPrice: GasPriceResponse = {
  standard: '1000000000',
  fast: '1200000000',
  instant: '1500000000',
}

export const builtTransaction: BuildTransactionResponse = {
  tx: {
    from: address,
    to: '0x0000000000000000000000000000000000000042',
    data: '0xa9059cbb',
    value: '0',
    eip155: { gas: '65000', gasPrice: '1000000000' },
  },
}

export const profile: AccountProfile = {
  name: 'kitdev.kit.id',
  registered: 1736164800,
  addresses: { '2147483649': { address } },
  attributes: { avatar: 'https://api.example/public/avatar.svg' },
}

export const nameSuggestions: NameSuggestionsResponse = {
  suggestions: [
    { name: 'alice.kit.id', registered: true },
    { name: 'alice1.kit.id', registered: false },
  ],
}

export const registerBody: RegisterNameBody = {
  coin_type: 2147483649,
  address,
  message: JSON.stringify({ name: 'alice.kit.id', attributes: {}, timestamp: 1700000000 }),
  signature: `0x${'ab'.repeat(65)}`,
}

export const onrampUrl: OnrampUrlResponse = {
  url: 'https://api.example/onramp/provider?session=1',
}

export const onrampOptions: OnrampOptionsResponse = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      ],
    },
  ],
}

export const onrampQuote: OnrampQuote = {
  paymentSubtotal: { amount: '98.50', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '0.0327', currency: 'ETH' },
  networkFee: { amount: '0.00', currency: 'USD' },
  coinbaseFee: { amount: '1.50', currency: 'USD' },
  quoteId: 'quote-1',
}

export const session: SessionResponse = {
  pci: 'pci-1',
  expiry: 1767225600,
  chainId: 'eip155:1',
  address,
  revoked: false,
}

export const siwxSession: SiwxSessionRecord = {
  id: 'siwx-1',
  data: {
    accountAddress: '0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    chainId: 'eip155:1',
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'k7Hq2Lm9Pz4Xw1Rb',
    issuedAt: '2026-11-26T12:00:00.000Z',
    expirationTime: '2026-11-27T12:00:00.000Z',
  },
  message: 'app.example wants you to sign in with your Ethereum account:\n…',
  signature: `0x${'ab'.repeat(65)}`,
  expiresAt: 1_795_780_800_000,
}

export const siwxSessions = { sessions: [siwxSession] }

export const siwxNonce: SiwxNonceResponse = {
  nonce: 'k7Hq2Lm9Pz4Xw1Rb',
  expiresAt: 1_795_694_400_000,
}

export const wallets: GetWalletsResponse = {
  count: 1234,
  data: [
    {
      id: 'a'.repeat(64),
      name: 'Kit Dev Wallet',
      image_id: 'img-1',
      image_url: null,
      rdns: 'dev.kit.wallet',
      chains: ['eip155:1'],
      homepage: 'https://wallet.example',
      mobile_link: 'kitwallet://',
      desktop_link: null,
      webapp_link: 'https://wallet.example/app',
      app_store: null,
      play_store: null,
      badge_type: 'certified',
      order: 1,
    },
  ],
}
