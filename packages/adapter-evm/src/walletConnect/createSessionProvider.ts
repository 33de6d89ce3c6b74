import type { WalletConnectSession } from '@kit/core'
import { normalizeEvmChainId } from '@kit/core/modules/utils/caip'
import { createEmitter } from '@kit/core/modules/utils/createEmitter'
import type { Eip1193Provider } from '../types/eip1193.js'

/**
 * The eip155 side of the shared WalletConnect session as an EIP-1193 provider, so the adapter's
 * actions treat it like any wallet. It follows one chain at a time: requests go to it, the
 * wallet's `chainChanged` and a successful `wallet_switchEthereumChain` move it. The session's end
 * is reported as `disconnect`.
 */
export function createSessionProvider(
  session: WalletConnectSession,
  initialChainId: number,
): Eip1193Provider {
  let chainId = initialChainId
  // A listener that throws does not keep the event from the others.
  const listeners = createEmitter<Record<string, unknown>>()
  const moveTo = (next: number) => {
    if (next === chainId) return
    chainId = next
    listeners.emit('chainChanged', `0x${next.toString(16)}`)
  }
  session.onEvent(({ name, data, chainId: eventChain }) => {
    if (name === 'accountsChanged')
      listeners.emit('accountsChanged', Array.isArray(data) ? data.map(addressOf) : data)
    if (name === 'chainChanged') {
      const next = readChainId(data) ?? readChainId(eventChain.split(':')[1])
      if (next !== undefined) moveTo(next)
    }
  })
  session.signal.addEventListener(
    'abort',
    () => listeners.emit('disconnect', session.signal.reason),
    {
      once: true,
    },
  )
  return {
    async request({ method, params }) {
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (method === 'eth_accounts' || method === 'eth_requestAccounts')
        return accountsOn(session.accounts, chainId)
      const result = await session.request({
        chainId: `eip155:${chainId}`,
        method,
        params: params as readonly unknown[] | Record<string, unknown> | undefined,
      })
      if (method === 'wallet_switchEthereumChain') {
        const next = readChainId((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
        if (next !== undefined) moveTo(next)
      }
      return result
    },
    on(event, listener) {
      listeners.on(event, listener)
    },
    removeListener(event, listener) {
      listeners.off(event, listener)
    },
  }
}

/** `eip155:1:0xab…` → `0xab…`; anything else as it came (the adapter's checks refuse it). */
function addressOf(account: unknown): unknown {
  return typeof account === 'string' && account.startsWith('eip155:')
    ? account.split(':')[2]
    : account
}

/** The distinct addresses the session approved on one chain, in the wallet's order. */
function accountsOn(accounts: readonly string[], chainId: number): string[] {
  const prefix = `eip155:${chainId}:`
  return [
    ...new Set(accounts.filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length))),
  ]
}

function readChainId(value: unknown): number | undefined {
  try {
    return normalizeEvmChainId(value)
  } catch {
    return undefined
  }
}
