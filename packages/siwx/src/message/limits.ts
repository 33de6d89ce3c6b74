/** The longest message the parser reads (B13): anything longer is refused before parsing. */
export const maxMessageLength = 8192

/** Per-field caps, shared by the builder and the parser so that both accept the same messages. */
export const fieldLimits = {
  domain: 261,
  address: 90,
  statement: 1024,
  uri: 2048,
  chainId: 32,
  nonce: 256,
  requestId: 256,
  resources: 32,
} as const
