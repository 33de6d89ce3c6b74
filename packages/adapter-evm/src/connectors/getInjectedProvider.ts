import type { Eip1193Provider } from '../types/eip1193.js'

/** The legacy `window.ethereum`, if there is a window and it looks like an EIP-1193 provider. */
export function getInjectedProvider(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined
  let ethereum: unknown
  try {
    // Competing extensions sometimes install a getter that throws.
    ethereum = (window as { ethereum?: unknown }).ethereum
  } catch {
    return undefined
  }
  if (typeof ethereum !== 'object' || ethereum === null) return undefined
  return typeof (ethereum as Eip1193Provider).request === 'function'
    ? (ethereum as Eip1193Provider)
    : undefined
}
