import type { AdapterEvent } from '../types/adapter.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { applyAccount } from './applyAccount.js'
import { applyChain } from './applyChain.js'
import { clearAccount } from './clearAccount.js'
import { closeModal } from './closeModal.js'

export type ApplyWalletEventParameters = {
  namespace: ChainNamespace
  event: Exclude<AdapterEvent, { type: 'connectors' }>
}

/** Turns the connected wallet's account and chain changes, and its disconnect, into state. */
export function applyWalletEvent(kit: Kit, { namespace, event }: ApplyWalletEventParameters): void {
  const chain = kit.stores.chains.namespaces[namespace]
  // Events from a wallet other than the connected one are not ours to apply.
  if (!chain?.account.address || chain.account.connectorId !== event.connectorId) return
  switch (event.type) {
    case 'accountsChanged':
      if (event.address === undefined) {
        disconnected(kit, namespace)
        return
      }
      if (event.address !== chain.account.address)
        applyAccount(kit, {
          namespace,
          connectorId: event.connectorId,
          result: {
            address: event.address,
            chainId: chain.network.caipNetwork?.id ?? 0,
            walletInfo: chain.account.connectedWalletInfo,
            accounts: event.accounts,
          },
        })
      // The same address with a new list (keys or an ordinals address the wallet shared later).
      else if (event.accounts)
        chain.account.allAccounts = event.accounts.map((entry) => ({ ...entry }))
      return
    case 'chainChanged':
      applyChain(kit, { namespace, chainId: event.chainId })
      return
    case 'disconnect':
      disconnected(kit, namespace)
      return
  }
}

function disconnected(kit: Kit, namespace: ChainNamespace) {
  clearAccount(kit, { namespace })
  if (kit.stores.modal.open && kit.stores.router.view !== 'Connect') closeModal(kit)
}
