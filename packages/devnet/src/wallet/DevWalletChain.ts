/** A network the dev wallet knows. Without `rpcUrl` the wallet can sign but not read or send. */
export type DevWalletChain = {
  readonly chainId: number
  readonly name: string
  readonly symbol?: string | undefined
  readonly rpcUrl?: string | undefined
}
