import { createEvmAdapter } from '@kit/adapter-evm'
import { unrequestedChain } from '@kit/devnet/chains'
import { createDevWallet } from '@kit/devnet/wallet'
import { createAppKit } from '@kit/react'
import { defineNetwork } from '@kit/react/networks'
import { readDevnetConfig } from './devnetConfig.js'
import { createMultichain } from './multichain.js'
import { createDemoSiwe } from './siwx/createDemoSiwe.js'
import { createDemoSiwx, type DemoSignIn } from './siwx/createDemoSiwx.js'
import { createSolanaTestAdapter } from './solanaTestAdapter/createSolanaTestAdapter.js'
import { solanaTestNetwork } from './solanaTestAdapter/solanaTestNetwork.js'

const config = readDevnetConfig()
const search = new URLSearchParams(window.location.search)

/** A comma-separated list from the page's query (`?exclude=a,b`), for trying the wallet filters. */
function listParam(name: string): string[] | undefined {
  const value = search.get(name)
  return value ? value.split(',').filter(Boolean) : undefined
}

/** The demo's four networks, each served by a local anvil. */
export const networks = config.chains.map((chain) =>
  defineNetwork({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: chain.symbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: chain.testnet,
  }),
) as [ReturnType<typeof defineNetwork>, ...ReturnType<typeof defineNetwork>[]]

/** The EVM dev wallet's name (`createDevWallet`'s default). */
const devWalletName = 'Kit Dev Wallet'

/** The dev injected wallet, with its approval panel at the bottom left. */
export const devWallet = createDevWallet({
  name: devWalletName,
  chains: [
    ...config.chains,
    {
      chainId: unrequestedChain.chainId,
      name: unrequestedChain.name,
      symbol: unrequestedChain.symbol,
    },
  ],
  panel: search.get('panel') !== '0',
})

/**
 * `?solana=1` adds a Solana test adapter (WalletConnect only) and Solana Devnet, to pair both
 * namespaces in one WalletConnect session with the demo mobile wallet.
 */
export const solanaTestAdapter =
  search.get('solana') === '1' ? createSolanaTestAdapter() : undefined

/**
 * `?chains=all`: Solana and Bitcoin too, each with its adapter, its local chain and a dev wallet
 * (Wallet Standard, with its own approve/reject panel). `&wallet=one` names those two wallets as
 * the EVM one, so the list shows one wallet of three chains.
 */
export const multichain =
  search.get('chains') === 'all'
    ? createMultichain({
        config,
        panels: search.get('panel') !== '0',
        walletName: search.get('wallet') === 'one' ? devWalletName : undefined,
      })
    : undefined

/**
 * `?siwx=required` (or `optional`): after connecting, the visitor signs in (SIWXSignMessage) with
 * `@kit/siwx`; the local API verifies each session (the demo's `demoSignIn.mjs`) and keeps it.
 * Off unless asked for.
 */
const siwxMode = search.get('siwx')
export const demoSiwx =
  siwxMode === 'required' || siwxMode === 'optional'
    ? createDemoSiwx({ required: siwxMode === 'required', apiUrl: config.apiUrl })
    : undefined
const siwx = demoSiwx?.siwx

/**
 * `?siwe=legacy`: the same sign-in written as an AppKit app's legacy `siweConfig`
 * (`createSIWEConfig`), asked in ConnectingSiwe; the local API is its backend.
 */
export const demoSiwe =
  !demoSiwx && search.get('siwe') === 'legacy'
    ? createDemoSiwe({ apiUrl: config.apiUrl })
    : undefined

/** Whichever sign-in the page set up, for the Sign-in panel. */
export const demoSignIn: DemoSignIn | undefined = demoSiwx ?? demoSiwe

export const appKit = createAppKit({
  ...(siwx ? { siwx } : {}),
  ...(demoSiwe ? { siweConfig: demoSiwe.siweConfig } : {}),
  adapters: [
    createEvmAdapter(),
    ...(solanaTestAdapter ? [solanaTestAdapter] : []),
    ...(multichain?.adapters ?? []),
  ],
  networks: [
    ...networks,
    ...(solanaTestAdapter ? [solanaTestNetwork] : []),
    ...(multichain?.networks ?? []),
  ],
  projectId: 'kit-demo-local',
  metadata: {
    name: 'Kit Demo',
    description: 'Kit wallet-connection modal, running against a local stack',
    url: window.location.origin,
    icons: [`${window.location.origin}/favicon.svg`],
  },
  features: { analytics: true },
  // One local server plays the blockchain API, the wallet catalogue and the analytics sink; the
  // WalletConnect relay is local too.
  serviceUrls: {
    api: config.apiUrl,
    explorer: config.apiUrl,
    analytics: config.analyticsUrl,
    relay: config.relayUrl,
  },
  // `?pairingLifetime=15000` shortens how long a pairing QR code is offered (for trying expiry).
  pairingLifetime: Number(search.get('pairingLifetime')) || undefined,
  featuredWalletIds: listParam('featured') ?? [],
  includeWalletIds: listParam('include') ?? [],
  excludeWalletIds: listParam('exclude') ?? [],
  allowUnsupportedChain: search.get('allowUnsupportedChain') === '1',
  themeMode: search.get('theme') === 'dark' ? 'dark' : 'light',
  // `?locale=ar` draws the modal in Arabic; without it, the browser's language.
  locale: search.get('locale') ?? undefined,
})
