/** Arguments of an EIP-1193 `request`. */
export type Eip1193RequestArguments = {
  method: string
  params?: readonly unknown[] | object | undefined
}

export type Eip1193Listener = (payload: unknown) => void

/** An EIP-1193 provider as wallets inject it; event methods are optional because some wallets lack them. */
export type Eip1193Provider = {
  request(arguments_: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: Eip1193Listener): unknown
  removeListener?(event: string, listener: Eip1193Listener): unknown
}
