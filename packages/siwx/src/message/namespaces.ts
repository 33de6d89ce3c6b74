import type { SiwxNamespace } from './types.js'

/** The account name each namespace's header line uses. */
export const namespaceAccountNames = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
} as const satisfies Record<SiwxNamespace, string>

export const headerMiddle = ' wants you to sign in with your '
export const headerEnd = ' account:'

/** The namespace whose account name is `name`, or undefined. */
export function namespaceOfAccountName(name: string): SiwxNamespace | undefined {
  for (const [namespace, accountName] of Object.entries(namespaceAccountNames)) {
    if (accountName === name) return namespace as SiwxNamespace
  }
  return undefined
}
