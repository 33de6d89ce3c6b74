import type { ChainNamespace } from '@kit/core'
import type { Translator } from '../../i18n/createTranslator.js'

const keys = {
  eip155: 'namespace.eip155',
  solana: 'namespace.solana',
  bip122: 'namespace.bip122',
  polkadot: 'namespace.polkadot',
} as const satisfies Record<ChainNamespace, string>

/** A namespace's short name in the modal's language ('EVM Networks', 'Solana', 'Bitcoin'). */
export function namespaceName(t: Translator['t'], namespace: ChainNamespace): string {
  return t(keys[namespace])
}
