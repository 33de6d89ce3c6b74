import type { AdapterEvent, Connector } from '@kit/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { ConnectorRegistry } from './createConnectorRegistry.js'
import { findInjectedWallets } from './findInjectedWallets.js'
import { readWalletStandardWallet } from './readWalletStandardWallet.js'

/** SPEC §9: wallets may inject their API up to 1000 ms after the page loads. */
export const injectionWait = 1000

/**
 * Discovery: Wallet Standard wallets with the `bitcoin:connect` feature (registered before or
 * after this runs; unregistering removes them) and the injected APIs of known wallets, looked for
 * at once and again after 1000 ms. Reports the connector list through `emit` whenever it changes.
 * Returns a teardown that removes every listener and timer.
 */
export function watchWallets(
  registry: ConnectorRegistry,
  emit: (event: AdapterEvent) => void,
): () => void {
  if (typeof window === 'undefined') return () => {}
  let reported: readonly Connector[] = []
  let started = false
  const report = () => {
    if (!started) return
    const connectors = registry.list()
    if (connectors.length === reported.length && connectors.every((c, i) => c === reported[i]))
      return
    reported = connectors
    emit({ type: 'connectors', connectors })
  }
  const addStandard = (...wallets: Wallet[]) => {
    for (const wallet of wallets) {
      const found = readWalletStandardWallet(wallet)
      if (found) registry.add(found)
    }
  }
  const addInjected = () => {
    for (const found of findInjectedWallets()) registry.add(found)
  }
  const unsubscribe = registry.subscribe(report)
  const { get, on } = getWallets()
  addStandard(...get())
  const offRegister = on('register', addStandard)
  const offUnregister = on('unregister', (...wallets) => {
    for (const wallet of wallets) registry.remove({ kind: 'walletStandard', wallet })
  })
  addInjected()
  started = true
  report()
  const lateCheck = setTimeout(addInjected, injectionWait)
  return () => {
    started = false
    clearTimeout(lateCheck)
    unsubscribe()
    offRegister()
    offUnregister()
  }
}
