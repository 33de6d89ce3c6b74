import type { AdapterEvent, Connector } from '@kit/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '../types/walletStandard.js'
import type { ConnectorRegistry } from './createConnectorRegistry.js'
import { getFeature } from './getFeature.js'
import { isSolanaWallet } from './isSolanaWallet.js'

/**
 * Wallet Standard discovery: takes the wallets registered so far and those that register or
 * unregister later, keeps the Solana ones (`isSolanaWallet`, checked again when a wallet's chains
 * or features change), and reports the connector list through `emit` whenever it changes.
 * Returns a teardown that removes every listener.
 */
export function watchWallets(
  registry: ConnectorRegistry,
  emit: (event: AdapterEvent) => void,
  /** Called when a wallet unregisters (its connection, if any, ends). */
  onUnregister: (wallet: Wallet) => void = () => {},
): () => void {
  const { get, on } = getWallets()
  const tracked = new Map<Wallet, () => void>()
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
  const consider = (wallet: Wallet) => {
    if (!isSolanaWallet(wallet)) return registry.remove(wallet)
    if (!registry.add(wallet)) console.warn('A Solana wallet with an unusable name was left out')
  }
  const track = (wallet: Wallet) => {
    if (tracked.has(wallet)) return
    let off = () => {}
    try {
      const listen = getFeature(wallet, 'standard:events')?.on
      const stop = listen?.('change', (properties) => {
        if (properties?.chains || properties?.features) consider(wallet)
      })
      if (typeof stop === 'function') off = stop
    } catch {
      // A wallet whose events cannot be followed is still listed as it registered.
    }
    tracked.set(wallet, off)
    consider(wallet)
  }
  const untrack = (wallet: Wallet) => {
    tracked.get(wallet)?.()
    tracked.delete(wallet)
    registry.remove(wallet)
    onUnregister(wallet)
  }
  const unsubscribe = registry.subscribe(report)
  const offRegister = on('register', (...wallets) => wallets.forEach(track))
  const offUnregister = on('unregister', (...wallets) => wallets.forEach(untrack))
  for (const wallet of get()) track(wallet)
  started = true
  report()
  return () => {
    started = false
    offRegister()
    offUnregister()
    unsubscribe()
    for (const off of tracked.values()) off()
    tracked.clear()
  }
}
