import type { SiwxMessage } from '../message/types.js'

/** A complete eip155 message's fields (every optional field set). */
export const eip155Fields = {
  namespace: 'eip155',
  domain: 'app.example:8443',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  statement: 'Sign in to Example.',
  uri: 'https://app.example:8443',
  version: '1',
  chainId: '1',
  nonce: 'k7Hq2Lm9Pz4Xw1Rb',
  issuedAt: '2026-11-26T12:00:00.000Z',
  expirationTime: '2026-11-26T13:00:00.000Z',
  notBefore: '2026-11-26T11:59:00Z',
  requestId: 'req-42',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://app.example/terms',
  ],
} as const satisfies SiwxMessage

/** The EIP-4361 text of `eip155Fields`, written out by hand from the EIP's grammar. */
export const eip155Text = `app.example:8443 wants you to sign in with your Ethereum account:
0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed

Sign in to Example.

URI: https://app.example:8443
Version: 1
Chain ID: 1
Nonce: k7Hq2Lm9Pz4Xw1Rb
Issued At: 2026-11-26T12:00:00.000Z
Expiration Time: 2026-11-26T13:00:00.000Z
Not Before: 2026-11-26T11:59:00Z
Request ID: req-42
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://app.example/terms`

/** A Solana message's fields (no statement). */
export const solanaFields = {
  namespace: 'solana',
  domain: 'app.example',
  address: '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy',
  uri: 'https://app.example',
  version: '1',
  chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nonce: 'a1B2c3D4e5F6g7H8',
  issuedAt: '2026-11-26T12:00:00Z',
} as const satisfies SiwxMessage

export const solanaText = `app.example wants you to sign in with your Solana account:
7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy

URI: https://app.example
Version: 1
Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp
Nonce: a1B2c3D4e5F6g7H8
Issued At: 2026-11-26T12:00:00Z`

/** A Bitcoin message's fields (CAIP-122's generic form). */
export const bip122Fields = {
  namespace: 'bip122',
  domain: 'localhost:5199',
  address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  statement: 'Sign in with Bitcoin – ünïcödé is fine here.',
  uri: 'http://localhost:5199',
  version: '1',
  chainId: '000000000019d6689c085ae165831e93',
  nonce: 'Zz00Yy11Xx22Ww33',
  issuedAt: '2026-11-26T12:00:00+02:00',
} as const satisfies SiwxMessage

export const bip122Text = `localhost:5199 wants you to sign in with your Bitcoin account:
bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l

Sign in with Bitcoin – ünïcödé is fine here.

URI: http://localhost:5199
Version: 1
Chain ID: 000000000019d6689c085ae165831e93
Nonce: Zz00Yy11Xx22Ww33
Issued At: 2026-11-26T12:00:00+02:00`
