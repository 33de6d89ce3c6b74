/**
 * The address the local API treats as its swap router: `convert/allowance` reads allowances for
 * it and `build-approve` approves it. The local stack has no DEX, so a "swap" built by the API
 * is a plain transfer of the sold token to this address (no key holds it).
 */
export const swapRouterAddress = '0x5AFE000000000000000000000000000000c0Ffee' as const
