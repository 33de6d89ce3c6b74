import { formatEther, formatUnits, type Hex, isHex } from 'viem'
import type { MobileWalletPageChain } from '#shared'
import {
  decodeMessageText,
  parseSolanaTransaction,
  parseTransactionRequest,
  parseTypedData,
  readPsbt,
  summarizePsbt,
  summarizeSolanaTransaction,
} from '#shared'
import { readBase64 } from './readBase64.js'
import { readDomainChainId } from './readDomainChainId.js'
import { readSolanaMessage } from './readSolanaMessage.js'

export type SummarizeRequestParameters = {
  method: string
  params: unknown
  /** The chain the request is for, when the wallet serves it. */
  chain: MobileWalletPageChain | undefined
  /** The chains the wallet serves, to name a chain to switch to. */
  chains: readonly MobileWalletPageChain[]
}

/**
 * What the user approves, as plain lines of text: the message for signatures, recipient and
 * amount for transactions, primary type and domain for typed data. Never throws: unreadable
 * parameters are described as such.
 */
export function summarizeRequest({
  method,
  params,
  chain,
  chains,
}: SummarizeRequestParameters): string {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  try {
    switch (method) {
      case 'personal_sign':
        return `Message:\n${messageText(list[0])}`
      case 'eth_sign':
        return `Message:\n${messageText(list[1])}`
      case 'eth_signTypedData':
      case 'eth_signTypedData_v4':
        return typedDataLines(list[1]).join('\n')
      case 'eth_sendTransaction':
        return transactionLines(list[0], chain?.symbol ?? 'ETH').join('\n')
      case 'wallet_switchEthereumChain':
        return `Switch to ${chainLabel(list[0], chains)}`
      case 'wallet_addEthereumChain':
        return `Add ${chainLabel(list[0], chains)}`
      case 'solana_signMessage':
        return `Message:\n${new TextDecoder().decode(readSolanaMessage(params).message)}`
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction':
        return summarizeSolanaTransaction(
          parseSolanaTransaction(readBase64(field(params, 'transaction'), 'transaction')),
        )
      case 'signMessage':
        return `${String(field(params, 'protocol') ?? 'bip322').toUpperCase()} message from ${String(field(params, 'address'))}:\n${String(field(params, 'message'))}`
      case 'signPsbt':
        return bitcoinPsbtLines(params).join('\n')
      case 'sendTransfer':
        return `Send ${formatUnits(BigInt(String(field(params, 'amount'))), 8)} BTC to ${String(field(params, 'recipientAddress'))}`
      case 'getAccountAddresses':
        return 'Share the payment and ordinals addresses'
      default:
        return `Parameters: ${truncate(JSON.stringify(params) ?? 'none', 200)}`
    }
  } catch (cause) {
    const reason = cause instanceof Error ? (cause.message.split('\n')[0] ?? '') : ''
    return `Unreadable parameters. ${reason}`.trim()
  }
}

function field(params: unknown, name: string): unknown {
  if (typeof params !== 'object' || params === null) throw new Error('No parameters.')
  return (params as Record<string, unknown>)[name]
}

function bitcoinPsbtLines(params: unknown): string[] {
  const tx = readPsbt(readBase64(field(params, 'psbt'), 'psbt'))
  const inputs = field(params, 'signInputs')
  const indexes = Array.isArray(inputs)
    ? inputs.map((input) => Number((input as { index?: unknown }).index))
    : []
  const lines = [summarizePsbt(tx, indexes)]
  if (field(params, 'broadcast') === true) lines.push('Then broadcast it')
  return lines
}

function messageText(message: unknown): string {
  if (typeof message !== 'string') throw new Error('The message is missing.')
  return isHex(message) ? decodeMessageText(message as Hex) : message
}

function typedDataLines(raw: unknown): string[] {
  const typedData = parseTypedData(raw)
  const domain = typedData.domain ?? {}
  const parts = [
    typeof domain.name === 'string' ? domain.name : undefined,
    typeof domain.version === 'string' ? `version ${domain.version}` : undefined,
    readDomainChainId(typedData) === undefined
      ? undefined
      : `chain ${readDomainChainId(typedData)}`,
    typeof domain.verifyingContract === 'string'
      ? `contract ${domain.verifyingContract}`
      : undefined,
  ].filter((part) => part !== undefined)
  return [
    `Typed data: ${String(typedData.primaryType)}`,
    `Domain: ${parts.length > 0 ? parts.join(', ') : 'none'}`,
  ]
}

function transactionLines(raw: unknown, symbol: string): string[] {
  const tx = parseTransactionRequest(raw)
  const lines = [
    tx.to === undefined ? 'Deploy a contract' : `To: ${tx.to}`,
    `Value: ${formatEther(tx.value)} ${symbol}`,
  ]
  if (tx.data !== undefined && tx.data !== '0x') {
    lines.push(`Data: ${(tx.data.length - 2) / 2} bytes`)
  }
  if (tx.from !== undefined) lines.push(`From: ${tx.from}`)
  return lines
}

function chainLabel(raw: unknown, chains: readonly MobileWalletPageChain[]): string {
  const value =
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).chainId : undefined
  if (typeof value !== 'string' || !/^0x[0-9a-f]{1,13}$/i.test(value)) {
    throw new Error('The chain id is missing.')
  }
  const chainId = Number.parseInt(value, 16)
  const known = chains.find((chain) => chain.chainId === chainId)
  if (known) return `${known.name} (chain ${chainId})`
  const name = (raw as Record<string, unknown>).chainName
  return typeof name === 'string'
    ? `${truncate(name, 60)} (chain ${chainId}, not served here)`
    : `chain ${chainId} (not served here)`
}

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text
}
