import type { SiwxMessageData, SiwxSession } from '../types/siwx.js'

/** A CAIP-74 CACAO as the wallet answered `wc_sessionAuthenticate`: header, payload, signature. */
export type Cacao = {
  h: { t: string }
  p: {
    iss: string
    domain: string
    aud?: string | undefined
    uri?: string | undefined
    version?: string | undefined
    nonce: string
    iat?: string | undefined
    nbf?: string | undefined
    exp?: string | undefined
    statement?: string | undefined
    requestId?: string | undefined
    resources?: string[] | undefined
  }
  s: { t: string; s: string; m?: string | undefined }
}

/** A sign-in session as Kit hands it to the app's `siwx`, with the CACAO it came from. */
export type CacaoSiwxSession = SiwxSession & { cacao: Cacao }

export type CacaoToSiwxSessionParameters = {
  cacao: Cacao
  /** The exact text the wallet signed: the SDK's `formatAuthMessage` of the CACAO's payload. */
  message: string
}

/**
 * The session one CACAO of one-click auth signed in: the account and chain of its issuer
 * (`did:pkh:eip155:1:0x…`), the message fields of its payload, and the statement as the signed
 * text carries it (the SDK appends the ReCap's sentence to the app's). Undefined for an issuer
 * that is not an eip155 account, which Kit never asked for.
 */
export function cacaoToSiwxSession({
  cacao,
  message,
}: CacaoToSiwxSessionParameters): CacaoSiwxSession | undefined {
  if (!isCacaoShape(cacao)) return undefined
  const issuer = /^did:pkh:eip155:([0-9]{1,32}):(0x[0-9a-fA-F]{40})$/.exec(cacao.p.iss)
  const uri = cacao.p.aud ?? cacao.p.uri
  if (!issuer || typeof uri !== 'string') return undefined
  const [, reference, address] = issuer as unknown as [string, string, string]
  const data: SiwxMessageData = {
    accountAddress: address,
    chainId: `eip155:${reference}`,
    domain: cacao.p.domain,
    uri,
    version: cacao.p.version ?? '1',
    nonce: cacao.p.nonce,
  }
  const statement = readStatement(message)
  if (statement !== undefined) data.statement = statement
  if (cacao.p.resources !== undefined) data.resources = [...cacao.p.resources]
  if (cacao.p.requestId !== undefined) data.requestId = cacao.p.requestId
  if (cacao.p.iat !== undefined) data.issuedAt = cacao.p.iat
  if (cacao.p.exp !== undefined) data.expirationTime = cacao.p.exp
  if (cacao.p.nbf !== undefined) data.notBefore = cacao.p.nbf
  return { data, message, signature: cacao.s.s, cacao }
}

/** Whether what the wallet sent has a CACAO's string fields where a session reads them. */
function isCacaoShape(cacao: Cacao): boolean {
  const { p, s } = (cacao ?? {}) as Partial<Cacao>
  if (typeof p !== 'object' || p === null || typeof s !== 'object' || s === null) return false
  const optional = [p.aud, p.uri, p.version, p.iat, p.exp, p.nbf, p.requestId]
  return (
    typeof s.s === 'string' &&
    typeof p.iss === 'string' &&
    typeof p.domain === 'string' &&
    typeof p.nonce === 'string' &&
    optional.every((value) => value === undefined || typeof value === 'string') &&
    (p.resources === undefined ||
      (Array.isArray(p.resources) && p.resources.every((r) => typeof r === 'string')))
  )
}

/**
 * An EIP-4361 text's statement: the line between the blank lines after the address, when there
 * is one (`domain … account:`, address, '', statement, '', `URI: …`).
 */
function readStatement(message: string): string | undefined {
  const lines = message.split('\n')
  return lines[2] === '' && lines[4] === '' && lines[3] !== '' && lines[5]?.startsWith('URI: ')
    ? lines[3]
    : undefined
}
