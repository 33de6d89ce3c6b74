import type { Address, Hash, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccounts } from '../chains/devAccounts.js'
import { ProviderDisconnectedError } from '../errors/provider.js'
import { InvalidDevWalletOptionsError } from '../errors/wallet.js'
import { toHexChainId } from '../utils/toHexChainId.js'
import { revokePermission } from './actions/revokePermission.js'
import { selectChain } from './actions/selectChain.js'
import { type SendNativeParameters, sendNative } from './actions/sendNative.js'
import { announceProvider, type DevWalletProviderInfo } from './announceProvider.js'
import { createApprovalQueue, type PendingRequest } from './createApprovalQueue.js'
import { createEmitter, type DevWalletEventName, type DevWalletListener } from './createEmitter.js'
import { createRequestHandler, type RequestArguments } from './createRequestHandler.js'
import { createWalletState, type WalletState } from './createWalletState.js'
import type { DevWalletChain } from './DevWalletChain.js'
import { devWalletIcon } from './devWalletIcon.js'
import { createPanel } from './panel/createPanel.js'
import { defaultKnownChainIds, resolveKnownChains } from './resolveKnownChains.js'
import type { WalletContext } from './WalletContext.js'
import { createWalletStorage } from './walletStorage.js'

export type CreateDevWalletParameters = {
  /** Networks with their RPC URLs (e.g. `parseDevnetConfig(…).chains`); devnet defaults otherwise. */
  chains?: readonly DevWalletChain[] | undefined
  /** The signing key; anvil dev account 0 by default. */
  privateKey?: Hex | undefined
  name?: string | undefined
  rdns?: string | undefined
  /** localStorage key of the connection, the current chain and added chains. */
  storageKey?: string | undefined
  /** Chains the wallet knows at start; 1, 10, 11155111 and 137 by default (not 42161). */
  knownChainIds?: readonly number[] | undefined
  /** The chain used when nothing is stored; 1 by default. */
  defaultChainId?: number | undefined
  /** Approve every request without showing it. */
  autoApprove?: boolean | undefined
  /** Render the panel: `true` floats it on the page, an element hosts it, `false` hides it. */
  panel?: boolean | HTMLElement | undefined
  fetchFn?: typeof fetch | undefined
}

/** The EIP-1193 provider of the dev wallet. */
export type DevWalletProvider = {
  readonly isKitDevWallet: true
  request: (args: RequestArguments) => Promise<unknown>
  on: <event extends DevWalletEventName>(
    event: event,
    listener: DevWalletListener<event>,
  ) => DevWalletProvider
  removeListener: <event extends DevWalletEventName>(
    event: event,
    listener: DevWalletListener<event>,
  ) => DevWalletProvider
}

export type CreateDevWalletReturnType = {
  provider: DevWalletProvider
  info: DevWalletProviderInfo
  address: Address
  /** Dispatches `eip6963:announceProvider` again. */
  announce: () => void
  /** Rejects pending requests (4900), removes the panel and listeners, emits `disconnect`. */
  destroy: () => void
  getState: () => WalletState
  subscribe: (listener: (state: WalletState) => void) => () => void
  pendingRequests: () => PendingRequest[]
  /** Approves request `id`, or the oldest pending one. */
  approve: (id?: string) => boolean
  /** Rejects request `id` (4001), or the oldest pending one. */
  reject: (id?: string) => boolean
  setAutoApprove: (value: boolean) => void
  /** Wallet-side network switch, as with the panel's select: no prompt, emits `chainChanged`. */
  switchChain: (chainId: number) => void
  /** Wallet-side disconnect: revokes the permission and emits `accountsChanged([])`. */
  disconnect: () => void
  /** Wallet-side send of native currency on the current chain (the panel's Send form). */
  send: (parameters: SendNativeParameters) => Promise<Hash>
}

/**
 * An injected wallet for local development and e2e tests, backed by a private key and announced
 * over EIP-6963, with a small panel to approve or reject each request.
 * @example
 * const config = parseDevnetConfig(import.meta.env.VITE_KIT_DEVNET)
 * createDevWallet({ chains: config.chains })
 */
export function createDevWallet({
  chains,
  privateKey = devAccounts[0]!.privateKey,
  name = 'Kit Dev Wallet',
  rdns = 'dev.kit.wallet',
  storageKey = 'kit-devnet-wallet',
  knownChainIds = defaultKnownChainIds,
  defaultChainId = 1,
  autoApprove = false,
  panel = typeof document !== 'undefined',
  fetchFn = (...args) => globalThis.fetch(...args),
}: CreateDevWalletParameters = {}): CreateDevWalletReturnType {
  let account: WalletContext['account']
  try {
    account = privateKeyToAccount(privateKey)
  } catch (cause) {
    throw new InvalidDevWalletOptionsError('The private key is invalid.', { cause })
  }
  const storage = createWalletStorage(storageKey)
  const persisted = storage.load()
  const known = resolveKnownChains({
    chains,
    knownChainIds,
    addedChains: persisted?.addedChains ?? [],
  })
  const firstChainId = known.has(defaultChainId) ? defaultChainId : known.keys().next().value
  if (firstChainId === undefined) {
    throw new InvalidDevWalletOptionsError('The dev wallet needs at least one known chain.')
  }
  const state = createWalletState({
    initial: {
      chains: [...known.values()],
      chainId: persisted && known.has(persisted.chainId) ? persisted.chainId : firstChainId,
      connected: persisted?.permitted ?? false,
      autoApprove,
    },
    storage,
    builtinChainIds: new Set(knownChainIds),
  })
  const approvals = createApprovalQueue({ autoApprove: () => state.get().autoApprove })
  const emitter = createEmitter()
  const context: WalletContext = {
    account,
    state,
    approvals,
    emitter,
    origin: globalThis.location?.origin ?? 'this page',
    fetchFn,
    connecting: undefined,
  }

  let destroyed = false
  const request = createRequestHandler(context, () => destroyed)
  const provider: DevWalletProvider = Object.freeze({
    isKitDevWallet: true as const,
    request,
    on: (event, listener) => {
      emitter.on(event, listener)
      return provider
    },
    removeListener: (event, listener) => {
      emitter.off(event, listener)
      return provider
    },
  })
  const info: DevWalletProviderInfo = Object.freeze({
    uuid: crypto.randomUUID(),
    name,
    icon: devWalletIcon,
    rdns,
  })
  const announcer = announceProvider(info, provider)
  const switchChain = (chainId: number) => selectChain(context, chainId)
  const disconnect = () => revokePermission(context)
  const setAutoApprove = (value: boolean) => state.update({ autoApprove: value })
  const send = (parameters: SendNativeParameters) =>
    destroyed ? Promise.reject(new ProviderDisconnectedError()) : sendNative(context, parameters)
  const shownPanel =
    panel === false || typeof document === 'undefined'
      ? undefined
      : createPanel({
          container: panel === true ? undefined : panel,
          name,
          address: account.address,
          state,
          approvals,
          onSelectChain: switchChain,
          onDisconnect: disconnect,
          onAutoApproveChange: setAutoApprove,
          sendRecipient: devAccounts[1]!.address,
          onSend: send,
        })
  queueMicrotask(() => {
    if (!destroyed) emitter.emit('connect', { chainId: toHexChainId(state.get().chainId) })
  })

  return {
    provider,
    info,
    address: account.address,
    announce: () => {
      if (!destroyed) announcer.announce()
    },
    destroy: () => {
      if (destroyed) return
      destroyed = true
      approvals.close()
      announcer.stop()
      shownPanel?.destroy()
      emitter.emit('disconnect', new ProviderDisconnectedError())
      emitter.clear()
    },
    getState: state.get,
    subscribe: state.subscribe,
    pendingRequests: approvals.pending,
    approve: approvals.approve,
    reject: approvals.reject,
    setAutoApprove,
    switchChain,
    disconnect,
    send,
  }
}
