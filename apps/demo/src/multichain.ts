import { createBitcoinAdapter } from '@kit/adapter-bitcoin'
import { createSolanaAdapter } from '@kit/adapter-solana'
import type { ChainAdapter } from '@kit/core'
import type { DevnetConfig } from '@kit/devnet/chains'
import { solanaDevToken } from '@kit/devnet/chains'
import { createDevBitcoinWallet, createDevSolanaWallet } from '@kit/devnet/wallet'
import { type AppKitNetwork, defineChain, solana } from '@kit/react/networks'

/** The local Solana node, playing Solana mainnet (its genesis hash is mainnet's), and its RPC. */
function localSolana(config: NonNullable<DevnetConfig['solana']>): AppKitNetwork {
  return {
    ...solana,
    rpcUrls: { default: { http: [config.rpcUrl], webSocket: [config.wsUrl] } },
  }
}

/** The local Bitcoin regtest chain; its RPC URL is the Esplora API. */
function localBitcoin(config: NonNullable<DevnetConfig['bitcoin']>): AppKitNetwork {
  return defineChain({
    id: config.caipNetworkId.split(':')[1]!,
    caipNetworkId: config.caipNetworkId as `bip122:${string}`,
    chainNamespace: 'bip122',
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [config.esploraUrl] } },
    testnet: true,
  })
}

export type Multichain = {
  adapters: ChainAdapter[]
  networks: AppKitNetwork[]
  /** The local Solana node's JSON-RPC URL and the Bitcoin regtest Esplora API, shown in the page. */
  solanaRpcUrl: string
  esploraUrl: string
}

/**
 * `?chains=all`: the Solana and Bitcoin adapters beside the EVM one, the stack's local Solana and
 * Bitcoin chains, and a dev wallet for each (Wallet Standard, with an approve/reject panel in the
 * dock at the bottom right).
 */
export function createMultichain({
  config,
  panels,
  walletName,
}: {
  config: DevnetConfig
  panels: boolean
  /**
   * One name for the Solana and Bitcoin dev wallets; the EVM dev wallet's makes the three one
   * wallet in three namespaces, as Phantom or Xverse are, shown as one row that asks which chain.
   */
  walletName?: string | undefined
}): Multichain | undefined {
  if (!config.solana || !config.bitcoin) return undefined
  const dock = panels ? document.createElement('div') : undefined
  if (dock) {
    dock.className = 'demo__wallet-dock'
    document.body.append(dock)
  }
  const host = () => {
    if (!dock) return false
    const slot = document.createElement('div')
    dock.append(slot)
    return slot
  }
  createDevSolanaWallet({ rpcUrl: config.solana.rpcUrl, panel: host(), name: walletName })
  createDevBitcoinWallet({
    esploraUrl: config.bitcoin.esploraUrl,
    network: 'regtest',
    panel: host(),
    name: walletName,
  })
  return {
    adapters: [
      createSolanaAdapter({ tokenSymbols: { [solanaDevToken.mint]: solanaDevToken.symbol } }),
      createBitcoinAdapter(),
    ],
    networks: [localSolana(config.solana), localBitcoin(config.bitcoin)],
    solanaRpcUrl: config.solana.rpcUrl,
    esploraUrl: config.bitcoin.esploraUrl,
  }
}
