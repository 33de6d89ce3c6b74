import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignAndSendTransactionOutput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  type SolanaSignMessageOutput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
  type SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { registerWallet } from '@wallet-standard/wallet'
import { InvalidProviderParamsError } from '../../errors/provider.js'
import { InvalidDevWalletOptionsError } from '../../errors/wallet.js'
import { encodeBase58 } from '../../solana/base58.js'
import { seedBytes, solanaDevSeeds } from '../../solana/solanaDevSeeds.js'
import type { PendingRequest } from '../createApprovalQueue.js'
import { decodeMessageText } from '../decodeMessageText.js'
import { devWalletIcon } from '../devWalletIcon.js'
import { createStandardWalletCore } from '../standard/createStandardWalletCore.js'
import { readBytes } from '../standard/readBytes.js'
import { parseSolanaTransaction } from './parseSolanaTransaction.js'
import { sendSolanaTransaction } from './sendSolanaTransaction.js'
import { signerSlot, signSolanaTransaction } from './signSolanaTransaction.js'
import { type SolanaWalletChain, solanaWalletChains } from './solanaWalletChains.js'
import { summarizeSolanaTransaction } from './summarizeSolanaTransaction.js'

export type CreateDevSolanaWalletParameters = {
  /** The Solana JSON-RPC URL `solana:signAndSendTransaction` sends through (the local RPC). */
  rpcUrl: string
  /** The chains the wallet lists; all four (`solana:mainnet` … `solana:localnet`) by default. */
  chains?: readonly SolanaWalletChain[] | undefined
  /** Render the panel: `true` floats it on the page, an element hosts it, `false` hides it. */
  panel?: boolean | HTMLElement | undefined
  name?: string | undefined
  /** The dev key used at start (0 to 3 of `solanaDevSeeds`); 0 by default. */
  accountIndex?: number | undefined
  /** localStorage key of the account and the connection; `null` keeps them in memory. */
  storageKey?: string | null | undefined
  /** Approve every request without showing it. */
  autoApprove?: boolean | undefined
  /** Register with the Wallet Standard (`registerWallet`); true by default. */
  register?: boolean | undefined
  fetchFn?: typeof fetch | undefined
}

export type DevSolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** The dev Solana wallet as apps see it through the Wallet Standard. */
export type DevSolanaWalletStandard = Omit<Wallet, 'features'> & {
  readonly features: DevSolanaWalletFeatures
}

export type CreateDevSolanaWalletReturnType = {
  wallet: DevSolanaWalletStandard
  /** The dev keys' addresses (base58), by index. */
  addresses: readonly string[]
  /** The current dev key's address. */
  address: () => string
  connected: () => boolean
  pendingRequests: () => PendingRequest[]
  /** Approves request `id`, or the oldest pending one. */
  approve: (id?: string) => boolean
  /** Rejects request `id` (4001), or the oldest pending one. */
  reject: (id?: string) => boolean
  setAutoApprove: (value: boolean) => void
  /** Wallet-side account switch (the panel's select); emits 'change' when connected. */
  selectAccount: (index: number) => void
  /** Wallet-side disconnect (the panel's button); emits 'change' with no accounts. */
  disconnect: () => void
  /** Rejects pending requests (4900), removes the panel; the wallet then refuses everything. */
  destroy: () => void
}

const signFeatures = [
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAndSendTransaction,
] as const

/**
 * A Wallet Standard Solana wallet for local development and e2e tests, backed by the public dev
 * keys in `solanaDevSeeds`: connect (with `silent`), disconnect, 'change' events, message and
 * transaction signing (legacy and v0) and sending through `rpcUrl`, each request approved or
 * rejected (4001) in a small panel.
 * @example
 * createDevSolanaWallet({ rpcUrl: 'http://127.0.0.1:8899' })
 */
export function createDevSolanaWallet({
  rpcUrl,
  chains = solanaWalletChains,
  panel = typeof document !== 'undefined',
  name = 'Kit Dev Solana Wallet',
  accountIndex = 0,
  storageKey = 'kit-devnet-solana-wallet',
  autoApprove = false,
  register = true,
  fetchFn = (...args) => globalThis.fetch(...args),
}: CreateDevSolanaWalletParameters): CreateDevSolanaWalletReturnType {
  try {
    if (!['http:', 'https:'].includes(new URL(rpcUrl).protocol)) throw new Error(rpcUrl)
  } catch (cause) {
    throw new InvalidDevWalletOptionsError('The Solana RPC URL must be an http(s) URL.', { cause })
  }
  if (chains.length === 0 || chains.some((chain) => !solanaWalletChains.includes(chain)))
    throw new InvalidDevWalletOptionsError(
      `The Solana chains must be some of ${solanaWalletChains.join(', ')}.`,
    )
  const keys = solanaDevSeeds.map((seed) => {
    const secretKey = seedBytes(seed)
    const publicKey = ed25519.getPublicKey(secretKey)
    return { secretKey, publicKey, address: encodeBase58(publicKey) }
  })
  const walletChains = Object.freeze([...chains])
  const accountList = keys.map(
    ({ address, publicKey }, index): WalletAccount =>
      Object.freeze({
        address,
        publicKey: publicKey.slice(),
        chains: walletChains,
        features: signFeatures,
        label: `Dev key ${index}`,
      }),
  )
  const core = createStandardWalletCore({
    name,
    addresses: keys.map((key) => key.address),
    accountsOf: (index) => [accountList[index] as WalletAccount],
    panel,
    floatingLeft: '324px',
    testIdPrefix: 'devwallet-solana',
    storageKey: storageKey ?? undefined,
    autoApprove,
    accountIndex,
  })
  const keyOf = (account: WalletAccount) => {
    const own = core.assertAccount(account)
    return keys.find((key) => key.address === own.address) as (typeof keys)[number]
  }
  const assertChain = (chain: string | undefined) => {
    if (chain !== undefined && !walletChains.includes(chain as SolanaWalletChain))
      throw new InvalidProviderParamsError(`The wallet does not serve ${chain}.`)
  }
  const prepare = (input: SolanaSignTransactionInput) => {
    const key = keyOf(input.account)
    assertChain(input.chain)
    const bytes = readBytes(input.transaction, 'transaction')
    const transaction = parseSolanaTransaction(bytes)
    signerSlot(transaction, key.address)
    return { key, bytes, transaction }
  }
  const signTransactionInput = async (input: SolanaSignTransactionInput, method: string) => {
    const { key, bytes, transaction } = prepare(input)
    await core.ask(method, summarizeSolanaTransaction(transaction))
    return signSolanaTransaction({
      bytes,
      transaction,
      address: key.address,
      secretKey: key.secretKey,
    })
  }

  const signMessage = async (
    ...inputs: readonly SolanaSignMessageInput[]
  ): Promise<readonly SolanaSignMessageOutput[]> => {
    const outputs: SolanaSignMessageOutput[] = []
    for (const input of inputs) {
      const key = keyOf(input.account)
      const message = readBytes(input.message, 'message')
      await core.ask(SolanaSignMessage, `Sign: ${decodeMessageText(`0x${bytesToHex(message)}`)}`)
      outputs.push({
        signedMessage: message,
        signature: ed25519.sign(message, key.secretKey),
        signatureType: 'ed25519',
      })
    }
    return outputs
  }
  const signTransaction = async (
    ...inputs: readonly SolanaSignTransactionInput[]
  ): Promise<readonly SolanaSignTransactionOutput[]> => {
    const outputs: SolanaSignTransactionOutput[] = []
    for (const input of inputs)
      outputs.push({ signedTransaction: await signTransactionInput(input, SolanaSignTransaction) })
    return outputs
  }
  const signAndSendTransaction = async (
    ...inputs: readonly SolanaSignAndSendTransactionInput[]
  ): Promise<readonly SolanaSignAndSendTransactionOutput[]> => {
    const outputs: SolanaSignAndSendTransactionOutput[] = []
    for (const input of inputs) {
      if (input.chain === undefined)
        throw new InvalidProviderParamsError('solana:signAndSendTransaction needs a chain.')
      const signedTransaction = await signTransactionInput(input, SolanaSignAndSendTransaction)
      const signature = await sendSolanaTransaction({
        rpcUrl,
        fetchFn,
        signedTransaction,
        options: input.options,
      })
      outputs.push({ signature })
    }
    return outputs
  }

  const features: DevSolanaWalletFeatures = {
    [StandardConnect]: {
      version: '1.0.0',
      connect: async (input) => {
        if (!core.state.get().connected && !input?.silent) await core.connect(StandardConnect)
        return { accounts: core.accounts() }
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      disconnect: async () => core.disconnect(),
    },
    [StandardEvents]: { version: '1.0.0', on: core.events.on },
    [SolanaSignMessage]: { version: '1.1.0', signMessage },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction,
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction,
    },
  }
  const wallet: DevSolanaWalletStandard = {
    version: '1.0.0',
    name,
    icon: devWalletIcon as Wallet['icon'],
    chains: walletChains,
    features,
    get accounts() {
      return core.accounts()
    },
  }
  if (register) registerWallet(wallet)

  return {
    wallet,
    addresses: keys.map((key) => key.address),
    address: () => keys[core.state.get().accountIndex]?.address ?? '',
    connected: () => core.state.get().connected,
    pendingRequests: core.approvals.pending,
    approve: core.approvals.approve,
    reject: core.approvals.reject,
    setAutoApprove: (value) => core.state.update({ autoApprove: value }),
    selectAccount: core.selectAccount,
    disconnect: core.disconnect,
    destroy: core.destroy,
  }
}
