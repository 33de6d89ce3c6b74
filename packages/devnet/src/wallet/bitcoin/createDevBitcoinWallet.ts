import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { registerWallet } from '@wallet-standard/wallet'
import { type BitcoinDevAccount, bitcoinDevAccounts } from '../../bitcoin/bitcoinDevAccounts.js'
import { bitcoinRegtest } from '../../bitcoin/bitcoinRegtest.js'
import { InvalidProviderParamsError } from '../../errors/provider.js'
import { InvalidDevWalletOptionsError } from '../../errors/wallet.js'
import type { PendingRequest } from '../createApprovalQueue.js'
import { decodeMessageText } from '../decodeMessageText.js'
import { devWalletIcon } from '../devWalletIcon.js'
import { shortenAddress } from '../shortenAddress.js'
import { createStandardWalletCore } from '../standard/createStandardWalletCore.js'
import { readBytes } from '../standard/readBytes.js'
import type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignMessageInput,
  BitcoinSignMessageOutput,
  BitcoinSignTransactionFeature,
  BitcoinSignTransactionInput,
  BitcoinWalletAccount,
} from './bitcoinWalletFeatures.js'
import { broadcastPsbt } from './broadcastPsbt.js'
import { type BitcoinMessageProtocol, signBitcoinMessage } from './signBitcoinMessage.js'
import { checkPsbtSigning, type PsbtSigning, readPsbt, signPsbtInputs } from './signBitcoinPsbt.js'
import { summarizePsbt } from './summarizePsbt.js'

/**
 * The chains the dev Bitcoin wallet lists: regtest's CAIP-2 id first (AppKit's adapter matches a
 * wallet chain other than `bitcoin:mainnet`/`bitcoin:testnet` to a network by its CAIP-2 id), then
 * the Wallet Standard's `bitcoin:regtest`.
 */
export const bitcoinWalletChains = Object.freeze([
  bitcoinRegtest.caipNetworkId,
  'bitcoin:regtest',
] as const)

export type CreateDevBitcoinWalletParameters = {
  /** The Esplora API the wallet broadcasts through (`broadcast`), e.g. the local regtest server. */
  esploraUrl: string
  network: 'regtest'
  /** Render the panel: `true` floats it on the page, an element hosts it, `false` hides it. */
  panel?: boolean | HTMLElement | undefined
  name?: string | undefined
  /** The dev key used at start (0 to 2 of `bitcoinDevAccounts`); 0 by default. */
  accountIndex?: number | undefined
  /** localStorage key of the account and the connection; `null` keeps them in memory. */
  storageKey?: string | null | undefined
  /** Approve every request without showing it. */
  autoApprove?: boolean | undefined
  /** Register with the Wallet Standard (`registerWallet`); true by default. */
  register?: boolean | undefined
  fetchFn?: typeof fetch | undefined
}

export type DevBitcoinWalletFeatures = BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  StandardEventsFeature &
  StandardDisconnectFeature

/** The dev Bitcoin wallet as apps see it through the Wallet Standard. */
export type DevBitcoinWalletStandard = Omit<Wallet, 'features' | 'accounts'> & {
  readonly features: DevBitcoinWalletFeatures
  readonly accounts: readonly BitcoinWalletAccount[]
}

export type CreateDevBitcoinWalletReturnType = {
  wallet: DevBitcoinWalletStandard
  /** The current dev key. */
  account: () => BitcoinDevAccount
  connected: () => boolean
  pendingRequests: () => PendingRequest[]
  approve: (id?: string) => boolean
  /** Rejects request `id` (4001), or the oldest pending one. */
  reject: (id?: string) => boolean
  setAutoApprove: (value: boolean) => void
  /** Wallet-side account switch (the panel's select); emits 'change' when connected. */
  selectAccount: (index: number) => void
  /** Wallet-side disconnect (the panel's button); emits 'change' with no accounts. */
  disconnect: () => void
  /** Finalizes a signed PSBT and posts it to `esploraUrl`; resolves with the txid. */
  broadcast: (psbt: Uint8Array) => Promise<string>
  /** Rejects pending requests (4900), removes the panel; the wallet then refuses everything. */
  destroy: () => void
}

const accountFeatures = [
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
] as const
const allPurposes: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

/**
 * A Wallet Standard Bitcoin wallet (regtest) for local development and e2e tests, with the
 * features AppKit's Bitcoin adapter uses: `bitcoin:connect` (payment P2WPKH and ordinals P2TR
 * accounts of `bitcoinDevAccounts`), `bitcoin:signMessage` (BIP-322 simple, or legacy ECDSA),
 * `bitcoin:signTransaction` (PSBT inputs, P2WPKH and P2TR key path) and `standard:events`, each
 * request approved or rejected (4001) in a small panel.
 * @example
 * createDevBitcoinWallet({ esploraUrl: 'http://127.0.0.1:3002', network: 'regtest' })
 */
export function createDevBitcoinWallet({
  esploraUrl,
  network,
  panel = typeof document !== 'undefined',
  name = 'Kit Dev Bitcoin Wallet',
  accountIndex = 0,
  storageKey = 'kit-devnet-bitcoin-wallet',
  autoApprove = false,
  register = true,
  fetchFn = (...args) => globalThis.fetch(...args),
}: CreateDevBitcoinWalletParameters): CreateDevBitcoinWalletReturnType {
  if (network !== 'regtest')
    throw new InvalidDevWalletOptionsError('The dev Bitcoin wallet runs on regtest only.')
  try {
    if (!['http:', 'https:'].includes(new URL(esploraUrl).protocol)) throw new Error(esploraUrl)
  } catch (cause) {
    throw new InvalidDevWalletOptionsError('The Esplora URL must be an http(s) URL.', { cause })
  }
  const chains = Object.freeze([...bitcoinWalletChains])
  const accountsByKey = bitcoinDevAccounts.map((dev, index) => ({
    payment: Object.freeze({
      address: dev.paymentAddress,
      publicKey: hexToBytes(dev.publicKey),
      chains,
      features: accountFeatures,
      label: `Dev key ${index} · payment`,
      purpose: 'payment',
    }) satisfies BitcoinWalletAccount,
    ordinals: Object.freeze({
      address: dev.ordinalsAddress,
      publicKey: hexToBytes(dev.ordinalsPublicKey),
      chains,
      features: accountFeatures,
      label: `Dev key ${index} · ordinals`,
      purpose: 'ordinal',
    }) satisfies BitcoinWalletAccount,
  }))
  let purposes = allPurposes
  const core = createStandardWalletCore({
    name,
    addresses: bitcoinDevAccounts.map((dev) => dev.paymentAddress),
    accountsOf: (index) => purposes.map((purpose) => accountsByKey[index]![purpose]),
    panel,
    floatingLeft: '636px',
    testIdPrefix: 'devwallet-bitcoin',
    storageKey: storageKey ?? undefined,
    autoApprove,
    accountIndex,
  })
  const current = () => bitcoinDevAccounts[core.state.get().accountIndex] as BitcoinDevAccount
  const own = (account: WalletAccount) => {
    const found = core.assertAccount(account) as BitcoinWalletAccount
    return {
      dev: current(),
      purpose: found.purpose === 'payment' ? ('payment' as const) : ('ordinals' as const),
    }
  }

  const connect: BitcoinConnectFeature['bitcoin:connect']['connect'] = async (input) => {
    const requested = input?.purposes ?? allPurposes
    if (
      !Array.isArray(requested) ||
      requested.length === 0 ||
      requested.some((purpose) => !allPurposes.includes(purpose))
    )
      throw new InvalidProviderParamsError('purposes must list "payment" and/or "ordinals".')
    if (!core.state.get().connected) {
      await core.connect('bitcoin:connect')
    }
    const wanted = [...new Set(requested)]
    if (wanted.join() !== purposes.join()) {
      purposes = wanted
      core.events.emit({ accounts: core.accounts() })
    }
    return { accounts: core.accounts() }
  }

  const signMessage = async (
    ...inputs: readonly BitcoinSignMessageInput[]
  ): Promise<readonly BitcoinSignMessageOutput[]> => {
    const outputs: BitcoinSignMessageOutput[] = []
    for (const input of inputs) {
      const { dev, purpose } = own(input.account)
      const message = readBytes(input.message, 'message')
      const protocol = readProtocol(input.protocol)
      if (protocol === 'ecdsa' && purpose === 'ordinals')
        throw new InvalidProviderParamsError('A P2TR address signs messages with BIP-322 only.')
      await core.ask(
        'bitcoin:signMessage',
        `Sign (${protocol === 'ecdsa' ? 'ECDSA' : 'BIP-322'}) with ${shortenAddress(input.account.address)}: ${decodeMessageText(`0x${bytesToHex(message)}`)}`,
      )
      outputs.push({
        signedMessage: message,
        signature: signBitcoinMessage({ account: dev, purpose, message, protocol }),
      })
    }
    return outputs
  }

  const signTransaction = async (
    ...inputs: readonly BitcoinSignTransactionInput[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]> => {
    const outputs: { signedPsbt: Uint8Array }[] = []
    for (const input of inputs) {
      if (input.chain !== undefined && !chains.includes(input.chain as (typeof chains)[number]))
        throw new InvalidProviderParamsError(`The wallet does not serve ${input.chain}.`)
      if (!Array.isArray(input.inputsToSign) || input.inputsToSign.length === 0)
        throw new InvalidProviderParamsError('inputsToSign must name the inputs to sign.')
      const tx = readPsbt(readBytes(input.psbt, 'psbt'))
      const signings = input.inputsToSign.map((entry): PsbtSigning => {
        const { dev, purpose } = own(entry.account)
        const indexes = Array.isArray(entry.signingIndexes) ? entry.signingIndexes : []
        return { account: dev, purpose, indexes, sigHash: entry.sigHash }
      })
      checkPsbtSigning(tx, signings)
      await core.ask(
        'bitcoin:signTransaction',
        summarizePsbt(
          tx,
          signings.flatMap((signing) => signing.indexes),
        ),
      )
      outputs.push({ signedPsbt: signPsbtInputs(tx, signings) })
    }
    return outputs
  }

  const features: DevBitcoinWalletFeatures = {
    'bitcoin:connect': { version: '1.0.0', connect },
    'bitcoin:signMessage': { version: '1.0.0', signMessage },
    'bitcoin:signTransaction': { version: '1.0.0', signTransaction },
    [StandardEvents]: { version: '1.0.0', on: core.events.on },
    [StandardDisconnect]: { version: '1.0.0', disconnect: async () => core.disconnect() },
  }
  const wallet: DevBitcoinWalletStandard = {
    version: '1.0.0',
    name,
    icon: devWalletIcon as Wallet['icon'],
    chains,
    features,
    get accounts() {
      return core.accounts() as readonly BitcoinWalletAccount[]
    },
  }
  if (register) registerWallet(wallet)

  return {
    wallet,
    account: current,
    connected: () => core.state.get().connected,
    pendingRequests: core.approvals.pending,
    approve: core.approvals.approve,
    reject: core.approvals.reject,
    setAutoApprove: (value) => core.state.update({ autoApprove: value }),
    selectAccount: core.selectAccount,
    disconnect: core.disconnect,
    broadcast: (psbt) =>
      broadcastPsbt({ tx: readPsbt(readBytes(psbt, 'psbt')), esploraUrl, fetchFn }),
    destroy: core.destroy,
  }
}

function readProtocol(value: unknown): BitcoinMessageProtocol {
  if (value === undefined) return 'bip322'
  const lower = typeof value === 'string' ? value.toLowerCase() : ''
  if (lower === 'ecdsa' || lower === 'bip322') return lower
  throw new InvalidProviderParamsError('protocol must be "ecdsa" or "bip322".')
}
