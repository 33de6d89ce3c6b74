import type { Address, Hex } from 'viem'
import type { MobileWalletPageChain } from '#shared'
import {
  ChainDisconnectedError,
  InvalidProviderParamsError,
  parseChainIdHex,
  parseTransactionRequest,
  parseTypedData,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
} from '#shared'
import type { WalletSigner } from '../signer/createWalletSigner.js'
import { readDomainChainId } from './readDomainChainId.js'

export type ExecuteRequestParameters = {
  method: string
  params: unknown
  /** The chain the dapp sent the request for. */
  chainId: number
  signer: WalletSigner
  /** The chains the wallet serves. */
  chains: readonly MobileWalletPageChain[]
  /** The session's accounts and chains: nothing outside them is signed for or switched to. */
  session: { accounts: readonly Address[]; chainIds: readonly number[]; activeAccount: Address }
  /** Makes `chainId` the session's active chain and tells the dapp (`chainChanged`). */
  switchChain: (chainId: number) => Promise<void>
}

/**
 * Carries out a request the user approved and returns its JSON-RPC result: a signature, a
 * transaction hash, or `null`. Failures are `ProviderRpcError`s whose code goes back to the dapp.
 */
export async function executeRequest(parameters: ExecuteRequestParameters): Promise<unknown> {
  const { method, params } = parameters
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'personal_sign':
      return signMessage(parameters, list[0], list[1])
    case 'eth_sign':
      return signMessage(parameters, list[1], list[0])
    case 'eth_signTypedData':
    case 'eth_signTypedData_v4':
      return signTypedData(parameters, list[0], list[1])
    case 'eth_sendTransaction':
      return sendTransaction(parameters, list[0])
    case 'wallet_switchEthereumChain':
      return switchChain(parameters, list[0])
    case 'wallet_addEthereumChain':
      return addChain(parameters, list[0])
    default:
      throw new UnsupportedProviderMethodError(method)
  }
}

function accountFor({ signer, session }: ExecuteRequestParameters, address: unknown) {
  const account = signer.findAccount(address)
  const approved = session.accounts.some(
    (candidate) => candidate.toLowerCase() === account?.address.toLowerCase(),
  )
  if (!account || !approved) throw new UnauthorizedProviderError()
  return account
}

function signMessage(parameters: ExecuteRequestParameters, message: unknown, address: unknown) {
  if (typeof message !== 'string') {
    throw new InvalidProviderParamsError('Expected the message to sign as a string.')
  }
  const account = accountFor(parameters, address)
  const isHexBytes = /^0x([0-9a-f]{2})*$/i.test(message)
  return account.signMessage({ message: isHexBytes ? { raw: message as Hex } : message })
}

async function signTypedData(parameters: ExecuteRequestParameters, address: unknown, raw: unknown) {
  const account = accountFor(parameters, address)
  const typedData = parseTypedData(raw)
  const domainChainId = readDomainChainId(typedData)
  // A signature for another chain could be replayed there: refuse it like real wallets do.
  if (domainChainId !== undefined && domainChainId !== parameters.chainId) {
    throw new InvalidProviderParamsError(
      `Provided chainId "${domainChainId}" must match the active chainId "${parameters.chainId}".`,
    )
  }
  try {
    return await account.signTypedData(typedData)
  } catch (cause) {
    const message = cause instanceof Error ? cause.message.split('\n')[0] : undefined
    throw new InvalidProviderParamsError(message || 'Invalid typed data.')
  }
}

function sendTransaction(parameters: ExecuteRequestParameters, raw: unknown) {
  const tx = parseTransactionRequest(raw)
  const account = accountFor(parameters, tx.from ?? parameters.session.activeAccount)
  if (tx.chainId !== undefined && tx.chainId !== BigInt(parameters.chainId)) {
    throw new InvalidProviderParamsError(
      `Transaction chainId ${tx.chainId} does not match the request's chain ${parameters.chainId}.`,
    )
  }
  const chain = parameters.chains.find((candidate) => candidate.chainId === parameters.chainId)
  if (!chain) throw new ChainDisconnectedError(parameters.chainId)
  return parameters.signer.sendTransaction({ account, chain, tx })
}

function readTargetChainId(raw: unknown): { chainId: number; hex: string } {
  const value =
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).chainId : undefined
  return { chainId: parseChainIdHex(value), hex: String(value) }
}

function isSessionChain({ chains, session }: ExecuteRequestParameters, chainId: number) {
  return chains.some((chain) => chain.chainId === chainId) && session.chainIds.includes(chainId)
}

async function switchChain(parameters: ExecuteRequestParameters, raw: unknown) {
  const { chainId, hex } = readTargetChainId(raw)
  if (!isSessionChain(parameters, chainId)) throw new UnrecognizedChainError(hex)
  await parameters.switchChain(chainId)
  return null
}

function addChain(parameters: ExecuteRequestParameters, raw: unknown) {
  const { chainId } = readTargetChainId(raw)
  // Only the local chains can be reached from this page: a new one cannot be added.
  if (!isSessionChain(parameters, chainId)) {
    throw new InvalidProviderParamsError(
      `Chain ${chainId} is not served by the local devnet and cannot be added.`,
    )
  }
  return null
}
