export type DevWalletEvents = {
  connect: [info: { chainId: string }]
  disconnect: [error: { code: number; message: string }]
  accountsChanged: [accounts: string[]]
  chainChanged: [chainId: string]
}

export type DevWalletEventName = keyof DevWalletEvents
export type DevWalletListener<event extends DevWalletEventName> = (
  ...args: DevWalletEvents[event]
) => void

type AnyListener = (...args: readonly unknown[]) => void

/** The EIP-1193 event emitter behind the provider's `on` / `removeListener`. */
export function createEmitter() {
  const listeners = new Map<DevWalletEventName, Set<AnyListener>>()
  return {
    on<event extends DevWalletEventName>(name: event, listener: DevWalletListener<event>): void {
      const set = listeners.get(name) ?? new Set()
      set.add(listener as unknown as AnyListener)
      listeners.set(name, set)
    },
    off<event extends DevWalletEventName>(name: event, listener: DevWalletListener<event>): void {
      listeners.get(name)?.delete(listener as unknown as AnyListener)
    },
    emit<event extends DevWalletEventName>(name: event, ...args: DevWalletEvents[event]): void {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          listener(...args)
        } catch (error) {
          // A faulty dapp listener must not stop the others; surface it like EventTarget does.
          setTimeout(() => {
            throw error
          })
        }
      }
    },
    clear(): void {
      listeners.clear()
    },
  }
}

export type Emitter = ReturnType<typeof createEmitter>
