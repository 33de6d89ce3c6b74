import type { BitcoinAccountAddress, BitcoinProvider } from '../actions/getProvider.js'

/**
 * AppKit 1.7's name for what `useAppKitProvider('bip122')` gives: the connected wallet's
 * provider. Its parameter types sit under the same name (`BitcoinConnector.SignPSBTParams`, …), as
 * in AppKit, so an app's annotations move with its imports.
 */
export type BitcoinConnector = BitcoinProvider

export declare namespace BitcoinConnector {
  type AccountAddress = BitcoinAccountAddress
  type SignMessageParams = Parameters<BitcoinProvider['signMessage']>[0]
  type SendTransferParams = Parameters<BitcoinProvider['sendTransfer']>[0]
  type SignPSBTParams = Parameters<BitcoinProvider['signPSBT']>[0]
  type SignPSBTResponse = Awaited<ReturnType<BitcoinProvider['signPSBT']>>
}
