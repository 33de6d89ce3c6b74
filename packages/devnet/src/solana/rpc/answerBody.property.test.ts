import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { SolanaRpcError } from '../../errors/solana.js'
import { faucetKeypair, seedSolanaDevState } from '../seed/seedSolanaDevState.js'
import {
  solanaDevAccounts,
  solanaDevToken,
  solanaMainnetGenesisHash,
} from '../solanaDevAccounts.js'
import { createSolanaLedger } from '../svm/createSolanaLedger.js'
import { answerBody } from './answerBody.js'
import { decodeWireTransaction } from './decodeWireTransaction.js'
import { methodTable } from './methodTable.js'
import { readAddress } from './params.js'
import { parseJsonRpcCall } from './parseJsonRpcRequest.js'
import type { RpcContext } from './RpcContext.js'
import { matchesFilters, readAccountFilters } from './readAccountFilters.js'

const ledger = createSolanaLedger()
seedSolanaDevState(ledger)
const context: RpcContext = {
  ledger,
  genesisHash: solanaMainnetGenesisHash,
  faucet: faucetKeypair(),
}

// Inputs near the valid ones reach deeper than random JSON alone.
const param = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    solanaDevAccounts[0]?.address,
    solanaDevAccounts[1]?.tokenAccount,
    solanaDevToken.mint,
    ledger.latestBlockhash().blockhash,
    '1'.repeat(64),
  ),
  fc.record(
    {
      encoding: fc.constantFrom('base58', 'base64', 'jsonParsed', 'json', 'zstd'),
      commitment: fc.constantFrom('processed', 'confirmed', 'finalized', 'bad'),
      mint: fc.constantFrom(solanaDevToken.mint, 'x'),
      limit: fc.integer({ min: -2, max: 2_000 }),
    },
    { requiredKeys: [] },
  ),
)
const call = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant('2.0'), fc.jsonValue()),
    id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.jsonValue()),
    method: fc.oneof(fc.constantFrom(...methodTable.keys()), fc.string()),
    params: fc.oneof(fc.array(param, { maxLength: 4 }), fc.jsonValue()),
  },
  { requiredKeys: [] },
)

function expectResponse(response: unknown) {
  expect(response).toMatchObject({ jsonrpc: '2.0' })
  const { error, result } = response as {
    error?: { code: unknown; message: unknown }
    result?: unknown
  }
  if (error) {
    // Any input is answered by a request or params error, never an internal one.
    expect([-32600, -32601, -32602, -32002, -32003, -32015]).toContain(error.code)
    expect(typeof error.message).toBe('string')
  } else expect(result).not.toBeUndefined()
}

propertyTest(
  'answerBody answers any JSON with well-formed responses, one per call that has an id',
  [fc.oneof(call, fc.array(call, { maxLength: 5 }), fc.jsonValue())],
  (body) => {
    const answer = answerBody(body, methodTable, context)
    if (Array.isArray(body) && body.length > 0 && body.length <= 100) {
      // Owed: an answer to each call with an id, and an error for each entry that is no call.
      const owed = body
        .map(parseJsonRpcCall)
        .filter((entry) => !entry.ok || entry.call.id !== undefined)
      expect(answer === undefined ? 0 : (answer as unknown[]).length).toBe(owed.length)
      for (const response of (answer as unknown[] | undefined) ?? []) expectResponse(response)
    } else if (answer !== undefined) expectResponse(answer)
  },
)

propertyTest(
  'readAddress returns a 32-byte base58 key or throws -32602',
  [fc.oneof(fc.string(), fc.jsonValue())],
  (value) => {
    try {
      expect(readAddress([value], 0)).toBe(value)
    } catch (error) {
      expect(error).toBeInstanceOf(SolanaRpcError)
      expect((error as SolanaRpcError).code).toBe(-32602)
    }
  },
)

propertyTest(
  'decodeWireTransaction decodes or throws -32602, for any text and bytes',
  [
    fc.oneof(
      fc.string(),
      fc.base64String(),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('base64')),
    ),
  ],
  (text) => {
    for (const encoding of ['base58', 'base64'] as const) {
      try {
        expect(decodeWireTransaction(text, encoding).signatures.length).toBeGreaterThanOrEqual(0)
      } catch (error) {
        expect(error).toBeInstanceOf(SolanaRpcError)
        expect((error as SolanaRpcError).code).toBe(-32602)
      }
    }
  },
)

propertyTest(
  'parseJsonRpcCall keeps a well-formed call as it is and refuses anything else with -32600',
  [fc.oneof(call, fc.jsonValue())],
  (value) => {
    const parsed = parseJsonRpcCall(value)
    if (parsed.ok) {
      const { method, params, id } = value as Record<string, unknown>
      expect(parsed.call).toEqual({ id, method, params: params ?? [] })
      expect(typeof method).toBe('string')
    } else {
      expect(parsed.response).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } })
    }
  },
)

const filter = fc.oneof(
  fc.record({ dataSize: fc.oneof(fc.integer({ min: -1, max: 200 }), fc.jsonValue()) }),
  fc.record({
    memcmp: fc.record(
      {
        offset: fc.oneof(fc.integer({ min: -1, max: 200 }), fc.jsonValue()),
        bytes: fc.oneof(fc.string(), fc.base64String(), fc.jsonValue()),
        encoding: fc.oneof(fc.constantFrom('base58', 'base64'), fc.jsonValue()),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.jsonValue(),
)

propertyTest(
  'readAccountFilters reads filters or throws -32602, and matching never throws',
  [fc.oneof(fc.array(filter, { maxLength: 5 }), fc.jsonValue()), fc.uint8Array({ maxLength: 200 })],
  (value, data) => {
    try {
      const filters = readAccountFilters(value)
      expect(typeof matchesFilters(data, filters)).toBe('boolean')
    } catch (error) {
      expect(error).toBeInstanceOf(SolanaRpcError)
      expect((error as SolanaRpcError).code).toBe(-32602)
    }
  },
)
