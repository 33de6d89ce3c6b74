/**
 * Stands in for `@walletconnect/pay` in the page bundle (see vite.config.ts). WalletKit only asks
 * `WalletConnectPay.isAvailable()` at init and creates a payments client when it answers true;
 * this wallet has no payments, so the answer is false and `walletKit.pay` stays undefined.
 *
 * The real module would not call out either (its client is lazy: nothing is fetched from
 * `api.pay.walletconnect.com` before a payment method is called), but it embeds a WebAssembly
 * build and a Brotli decoder, about 380 kB of the bundle for nothing.
 */
export const WalletConnectPay = Object.freeze({ isAvailable: (): boolean => false })
