import { SiweMessage } from 'siwe'
import { parseSiweMessage } from 'viem/siwe'
import { expect } from 'vitest'
import type { SiwxMessage } from '../message/types.js'

/**
 * Checks an eip155 message against two independent EIP-4361 implementations: spruceid's `siwe`
 * (ABNF parser) reads the same fields and writes the same text back, and viem's
 * `parseSiweMessage` reads the same fields.
 */
export function expectSiweConformance(message: string, fields: SiwxMessage): void {
  const siwe = new SiweMessage(message)
  expect({
    domain: siwe.domain,
    address: siwe.address,
    statement: siwe.statement,
    uri: siwe.uri,
    version: siwe.version,
    chainId: siwe.chainId,
    nonce: siwe.nonce,
    issuedAt: siwe.issuedAt,
    expirationTime: siwe.expirationTime,
    notBefore: siwe.notBefore,
    requestId: siwe.requestId,
    resources: siwe.resources,
  }).toEqual({
    domain: fields.domain,
    address: fields.address,
    statement: fields.statement,
    uri: fields.uri,
    version: fields.version,
    chainId: Number(fields.chainId),
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
    requestId: fields.requestId,
    resources: fields.resources,
  })
  expect(siwe.prepareMessage()).toBe(message)

  const time = (value: string | undefined) => (value === undefined ? undefined : Date.parse(value))
  const viem = parseSiweMessage(message)
  expect({
    ...viem,
    issuedAt: viem.issuedAt?.getTime(),
    expirationTime: viem.expirationTime?.getTime(),
    notBefore: viem.notBefore?.getTime(),
  }).toStrictEqual(
    Object.fromEntries(
      Object.entries({
        domain: fields.domain,
        address: fields.address,
        statement: fields.statement,
        uri: fields.uri,
        version: fields.version,
        chainId: Number(fields.chainId),
        nonce: fields.nonce,
        issuedAt: time(fields.issuedAt),
        expirationTime: time(fields.expirationTime),
        notBefore: time(fields.notBefore),
        requestId: fields.requestId,
        resources: fields.resources ? [...fields.resources] : undefined,
      }).filter(
        ([key, value]) => value !== undefined || key.endsWith('Time') || key === 'notBefore',
      ),
    ),
  )
}
