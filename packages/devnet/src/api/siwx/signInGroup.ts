/**
 * What ties the sessions of one sign-in over several eip155 chains (WalletConnect one-click auth:
 * the wallet signs the same message once per approved chain, all with one nonce): the message
 * text without its `Chain ID:` line, which names the account, domain, uri, nonce and times. Other
 * namespaces sign one chain at a time: undefined, so their nonce is strictly used once.
 * @example
 * signInGroup({ chainId: 'eip155:10', message }) // the text with 'Chain ID: 10' left out
 */
export function signInGroup({
  chainId,
  message,
}: {
  chainId: string
  message: string
}): string | undefined {
  if (!chainId.startsWith('eip155:')) return undefined
  const lines = message.split('\n')
  const chainLines = lines.filter((line) => line.startsWith('Chain ID: '))
  // A message without exactly one chain line is not grouped (the verifier refuses it anyway).
  if (chainLines.length !== 1) return undefined
  return lines.filter((line) => !line.startsWith('Chain ID: ')).join('\n')
}
