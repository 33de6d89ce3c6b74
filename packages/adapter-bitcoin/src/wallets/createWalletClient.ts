import type { WalletClient } from '../types/walletClient.js'
import type { WalletSource } from '../types/walletSource.js'
import { createLeatherClient } from './leatherClient.js'
import { createSatsConnectClient } from './satsConnectClient.js'
import { createUnisatClient } from './unisatClient.js'
import { createWalletStandardClient } from './walletStandardClient.js'

/** The client of a connector's wallet, by its protocol. */
export function createWalletClient(source: WalletSource): WalletClient {
  switch (source.kind) {
    case 'walletStandard':
      return createWalletStandardClient(source.wallet)
    case 'satsConnect':
      return createSatsConnectClient(source.provider)
    case 'unisat':
      return createUnisatClient(source.api)
    case 'leather':
      return createLeatherClient(source.provider)
  }
}
