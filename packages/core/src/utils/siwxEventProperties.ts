import type { Kit } from '../types/kit.js'
import { getChain } from './getChain.js'

export type SiwxEventProperties = { network: string; isSmartAccount: boolean }

/**
 * What a sign-in event says (AppKit's `getSIWXEventProperties`): the network and whether the
 * account is a smart account. Never the address, the message or the error's text.
 */
export function siwxEventProperties(kit: Kit): SiwxEventProperties {
  return {
    network: getChain(kit)?.network.caipNetwork?.caipNetworkId ?? '',
    isSmartAccount: isSmartAccount(kit),
  }
}

/** Whether the active account is a smart account (its own entry says so, or it is preferred). */
export function isSmartAccount(kit: Kit): boolean {
  const account = getChain(kit)?.account
  if (!account?.address) return false
  const entry = account.allAccounts.find((candidate) => candidate.address === account.address)
  return (entry?.type ?? account.preferredAccountType) === 'smartAccount'
}
