import type { Address } from 'viem'
import { isAddress } from 'viem'
import { ApiRequestError } from '../../errors/api.js'
import type { ApiContext } from '../ApiContext.js'
import type { BitcoinServedChain } from '../bitcoin/BitcoinServedChain.js'
import { isBitcoinAddress, parseBitcoinAccount } from '../bitcoin/parseBitcoinAccount.js'
import type { ServedChain } from '../ServedChain.js'
import { isSolanaAddress, parseSolanaAddress } from '../solana/parseSolanaAddress.js'
import type { SolanaServedChain } from '../solana/SolanaServedChain.js'
import { parseAddress } from './parseAddress.js'
import { parseChainId } from './parseChainId.js'

/** The account and chain(s) a balance or history request is about. */
export type AccountTarget =
  | { readonly kind: 'evm'; readonly address: Address; readonly chains: readonly ServedChain[] }
  | { readonly kind: 'solana'; readonly address: string; readonly chain: SolanaServedChain }
  | { readonly kind: 'bitcoin'; readonly address: string; readonly chain: BitcoinServedChain }

const solanaCaip2Pattern = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/
const bitcoinCaip2Pattern = /^bip122:[0-9a-f]{32}$/

/**
 * Reads the `:address` and `chainId` of an account request. `solana:…` and `bip122:…` ids must
 * be the local chain's and take that chain's addresses; other ids are EVM ones (`parseChainId`).
 * Without `chainId`, the address decides: an EVM address means every EVM chain, a Solana or
 * regtest address its chain. Malformed input is a 400.
 */
export function parseAccountTarget(
  context: Pick<ApiContext, 'chains' | 'solana' | 'bitcoin'>,
  address: string | undefined,
  chainId: string | null,
): AccountTarget {
  if (chainId === null) {
    if (typeof address === 'string' && isAddress(address)) {
      return { kind: 'evm', address: parseAddress(address, 'address'), chains: context.chains }
    }
    if (context.solana && isSolanaAddress(address)) {
      return { kind: 'solana', address, chain: context.solana }
    }
    if (context.bitcoin && isBitcoinAddress(address)) {
      return {
        kind: 'bitcoin',
        address: parseBitcoinAccount(address, 'address'),
        chain: context.bitcoin,
      }
    }
    return { kind: 'evm', address: parseAddress(address, 'address'), chains: context.chains }
  }
  if (chainId.startsWith('solana:')) {
    const chain = servedOrRefused(context.solana, chainId, solanaCaip2Pattern)
    return { kind: 'solana', address: parseSolanaAddress(address, 'address'), chain }
  }
  if (chainId.startsWith('bip122:')) {
    const chain = servedOrRefused(context.bitcoin, chainId, bitcoinCaip2Pattern)
    return { kind: 'bitcoin', address: parseBitcoinAccount(address, 'address'), chain }
  }
  const parsed = parseAddress(address, 'address')
  return { kind: 'evm', address: parsed, chains: [parseChainId(context, chainId)] }
}

function servedOrRefused<chain extends { readonly caip2: string }>(
  chain: chain | undefined,
  chainId: string,
  pattern: RegExp,
): chain {
  if (!pattern.test(chainId)) {
    throw new ApiRequestError({ field: 'chainId', description: 'Invalid CAIP-2 chain id' })
  }
  if (!chain || chain.caip2 !== chainId) {
    throw new ApiRequestError({ field: 'chainId', description: `Unsupported chain ${chainId}` })
  }
  return chain
}
