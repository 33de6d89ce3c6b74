import type { ChainNamespace } from '../types/network.js'

/** The chain namespaces Kit knows of (AppKit's `AVAILABLE_NAMESPACES`). */
export const AVAILABLE_NAMESPACES: readonly ChainNamespace[] = Object.freeze([
  'eip155',
  'solana',
  'polkadot',
  'bip122',
])
