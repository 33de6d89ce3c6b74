/**
 * A wallet's provider as `useAppKitProvider` hands it out: EIP-1193 for eip155 (what ethers'
 * `BrowserProvider` and viem's `custom` transport take), AppKit 1.7's `Provider`.
 */
export type Provider = {
  request<T = unknown>(args: { method: string; params?: readonly unknown[] | object }): Promise<T>
  on(event: string, listener: (...args: never[]) => void): unknown
  removeListener(event: string, listener: (...args: never[]) => void): unknown
}
