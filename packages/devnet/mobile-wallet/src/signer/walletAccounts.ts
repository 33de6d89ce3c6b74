import { devAccounts } from '#shared'

/**
 * The wallet's keys: dev accounts 1 and 2 (anvil's public test keys, funded on every local
 * chain). Account 0 is left to the injected dev wallet so the two never race on a nonce.
 */
export const walletAccounts = [devAccounts[1]!, devAccounts[2]!] as const
