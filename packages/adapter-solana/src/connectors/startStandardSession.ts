import { resolveNetwork } from '../networks/resolveNetwork.js'
import { toWalletChain } from '../networks/walletChains.js'
import { createSolanaProvider } from '../provider/createSolanaProvider.js'
import type { Session, SolanaAdapterState } from '../types/adapterState.js'
import type { Wallet } from '../types/walletStandard.js'
import { createStandardSigner } from './createStandardSigner.js'
import { getFeature } from './getFeature.js'
import { pickAccount, type ReadAccount } from './readWalletAccount.js'

/**
 * Follows a connected wallet's `standard:events` `change`: a new account list moves the session to
 * its account for the active chain (`accountsChanged`); an empty one (or none valid) ends it
 * (`disconnect`). Replaces any earlier session of the connector.
 */
export function startStandardSession(
  state: SolanaAdapterState,
  connectorId: string,
  wallet: Wallet,
  account: ReadAccount,
  name: string,
): Session {
  state.sessions.get(connectorId)?.close()
  let off: (() => void) | undefined
  const session: Session = {
    signer: createStandardSigner(wallet, account),
    wallet,
    watchers: new Set(),
    close() {
      off?.()
      off = undefined
      if (state.sessions.get(connectorId) === session) state.sessions.delete(connectorId)
    },
  }
  try {
    const stop = getFeature(wallet, 'standard:events')?.on?.('change', (properties) => {
      if (!properties || !('accounts' in properties)) return
      if (state.sessions.get(connectorId) !== session) return
      const next = pickAccount(properties.accounts, toWalletChain(resolveNetwork(state)))
      if (!next) {
        session.close()
        for (const watcher of [...session.watchers]) watcher(undefined)
        return state.emit({ type: 'disconnect', connectorId })
      }
      if (next.address === session.signer.address) return
      session.signer = createStandardSigner(wallet, next)
      for (const watcher of [...session.watchers]) watcher(next.address)
      state.emit({ type: 'accountsChanged', connectorId, address: next.address })
    })
    if (typeof stop === 'function') off = stop
  } catch {
    // A wallet whose events cannot be followed still signs; its changes go unnoticed.
  }
  session.provider = createSolanaProvider(state, { connectorId, name, session })
  state.sessions.set(connectorId, session)
  return session
}
