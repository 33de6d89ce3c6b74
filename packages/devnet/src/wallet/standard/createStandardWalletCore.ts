import type { WalletAccount } from '@wallet-standard/base'
import {
  InvalidProviderParamsError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
} from '../../errors/provider.js'
import { createApprovalQueue } from '../createApprovalQueue.js'
import { shortenAddress } from '../shortenAddress.js'
import { createChangeEvents } from './createChangeEvents.js'
import { createStandardPanel } from './createStandardPanel.js'
import { createStandardState } from './createStandardState.js'

export type StandardWalletCoreParameters = {
  name: string
  /** The dev keys' main addresses, by index (what the panel lists). */
  addresses: readonly string[]
  /** The Wallet Standard accounts of dev key `index`, as the wallet hands them out. */
  accountsOf: (index: number) => readonly WalletAccount[]
  panel: boolean | HTMLElement
  floatingLeft: string
  testIdPrefix: string
  storageKey: string | undefined
  autoApprove: boolean
  accountIndex: number
}

/**
 * What the Solana and Bitcoin dev wallets share: the chosen dev key, the connection, the approval
 * queue (every request waits for Approve or Reject; Reject is 4001), `standard:events` and the
 * panel, where the account can be switched and the app disconnected (each emits 'change').
 */
export function createStandardWalletCore({
  name,
  addresses,
  accountsOf,
  panel,
  floatingLeft,
  testIdPrefix,
  storageKey,
  autoApprove,
  accountIndex,
}: StandardWalletCoreParameters) {
  if (!Number.isInteger(accountIndex) || accountIndex < 0 || accountIndex >= addresses.length)
    throw new InvalidProviderParamsError(`There is no dev key ${accountIndex}.`)
  const state = createStandardState({
    initial: { accountIndex, connected: false, autoApprove },
    storageKey,
    accountCount: addresses.length,
  })
  const approvals = createApprovalQueue({ autoApprove: () => state.get().autoApprove })
  const events = createChangeEvents()
  const origin = globalThis.location?.origin ?? 'this page'
  let destroyed = false
  let connecting: Promise<void> | undefined

  const accounts = (): readonly WalletAccount[] =>
    state.get().connected ? accountsOf(state.get().accountIndex) : []
  const assertLive = () => {
    if (destroyed) throw new ProviderDisconnectedError()
  }
  const ask = async (method: string, summary: string): Promise<void> => {
    assertLive()
    await approvals.ask({ method, summary })
    assertLive()
  }
  const connect = async (method: string): Promise<void> => {
    assertLive()
    if (state.get().connected) return
    connecting ??= ask(
      method,
      `Connect ${origin} to ${shortenAddress(addresses[state.get().accountIndex] ?? '')}`,
    ).finally(() => {
      connecting = undefined
    })
    await connecting
    if (!state.get().connected) {
      state.update({ connected: true })
      events.emit({ accounts: accounts() })
    }
  }
  const disconnect = (): void => {
    if (!state.get().connected) return
    state.update({ connected: false })
    events.emit({ accounts: [] })
  }
  const selectAccount = (index: number): void => {
    if (!Number.isInteger(index) || index < 0 || index >= addresses.length)
      throw new InvalidProviderParamsError(`There is no dev key ${index}.`)
    if (index === state.get().accountIndex) return
    state.update({ accountIndex: index })
    if (state.get().connected) events.emit({ accounts: accounts() })
  }
  /** The connected account the app named, else 4100. */
  const assertAccount = (account: WalletAccount | undefined): WalletAccount => {
    assertLive()
    const found = accounts().find((own) => own.address === account?.address)
    if (!found) throw new UnauthorizedProviderError()
    return found
  }
  const shown =
    panel === false || typeof document === 'undefined'
      ? undefined
      : createStandardPanel({
          container: panel === true ? undefined : panel,
          floatingLeft,
          name,
          testIdPrefix,
          addresses,
          state,
          approvals,
          onSelectAccount: selectAccount,
          onDisconnect: disconnect,
        })

  return {
    state,
    approvals,
    events,
    accounts,
    ask,
    connect,
    disconnect,
    selectAccount,
    assertAccount,
    /** Rejects what is pending (4900), removes the panel and emits 'change' with no accounts. */
    destroy(): void {
      if (destroyed) return
      destroyed = true
      approvals.close()
      shown?.destroy()
      if (state.get().connected) events.emit({ accounts: [] })
      events.clear()
    },
  }
}

export type StandardWalletCore = ReturnType<typeof createStandardWalletCore>
