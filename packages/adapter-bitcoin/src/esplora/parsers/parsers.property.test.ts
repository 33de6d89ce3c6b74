import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { MAX_SATS } from '../../amount/constants.js'
import { EsploraSchemaError } from '../../errors/esplora.js'
import { parseAddressBalance } from './parseAddressBalance.js'
import { parseFeeEstimates } from './parseFeeEstimates.js'
import { parseTransactions } from './parseTransactions.js'
import { parseTxid } from './parseTxid.js'
import { parseUtxos } from './parseUtxos.js'

const parsers = [parseUtxos, parseAddressBalance, parseTransactions, parseFeeEstimates]

function expectTypedOutcome(run: () => unknown) {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(EsploraSchemaError)
  }
}

propertyTest(
  'any JSON is parsed or refused with the schema error',
  [fc.jsonValue(), fc.constantFrom(...parsers)],
  (json, parse) => {
    expectTypedOutcome(() => parse(json))
  },
)

propertyTest(
  'any value, prototypes included, is parsed or refused with the schema error',
  [fc.anything({ withObjectString: true, withNullPrototype: true }), fc.constantFrom(...parsers)],
  (value, parse) => {
    expectTypedOutcome(() => parse(value))
    expect(Object.prototype).not.toHaveProperty('polluted')
  },
)

const txid = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(''))
const sats = fc.bigInt({ min: 0n, max: MAX_SATS })
const utxo = fc.record({
  txid,
  vout: fc.nat({ max: 0xffffffff }),
  value: sats,
  confirmed: fc.boolean(),
})

propertyTest(
  'unspent outputs round-trip through their JSON',
  [fc.array(utxo, { maxLength: 20 })],
  (utxos) => {
    const json = JSON.parse(
      JSON.stringify(
        utxos.map(({ value, confirmed, ...rest }) => ({
          ...rest,
          value: Number(value),
          status: { confirmed },
        })),
      ),
    )
    expect(parseUtxos(json)).toEqual(utxos)
  },
)

propertyTest(
  'a balance is funded less spent, confirmed and pending',
  [sats, sats, sats, sats],
  (a, b, c, d) => {
    const [funded, spent] = a >= b ? [a, b] : [b, a]
    const json = {
      chain_stats: { funded_txo_sum: Number(funded), spent_txo_sum: Number(spent) },
      mempool_stats: { funded_txo_sum: Number(c), spent_txo_sum: Number(d) },
    }
    const confirmed = funded - spent
    if (confirmed + c - d < 0n) expect(() => parseAddressBalance(json)).toThrow(EsploraSchemaError)
    else
      expect(parseAddressBalance(json)).toEqual({
        confirmed,
        unconfirmed: c - d,
        total: confirmed + c - d,
      })
  },
)

propertyTest(
  'fee estimates keep their rates, sorted by target',
  [
    fc.dictionary(
      fc.integer({ min: 1, max: 1008 }).map(String),
      fc.double({ min: 0.001, max: 100_000, noNaN: true }),
      { minKeys: 1, maxKeys: 30 },
    ),
  ],
  (answer) => {
    const estimates = parseFeeEstimates(answer)
    expect(estimates.map(({ blocks }) => blocks)).toEqual(
      Object.keys(answer)
        .map(Number)
        .sort((a, b) => a - b),
    )
    for (const { blocks, feeRate } of estimates) expect(feeRate).toBe(answer[String(blocks)])
  },
)

propertyTest(
  'a fee estimate key that is not a block count is refused',
  [
    fc.oneof(
      fc.constantFrom('__proto__', 'constructor', '0', '01', '-1', '1e3', '1.5', ' 1', '1009'),
      fc.string(),
    ),
  ],
  (key) => {
    if (/^[1-9]\d{0,3}$/.test(key) && Number(key) <= 1008) return
    expect(() => parseFeeEstimates(JSON.parse(`{${JSON.stringify(key)}: 5}`))).toThrow(
      EsploraSchemaError,
    )
  },
)

propertyTest(
  'a broadcast answer is a txid exactly',
  [
    fc.oneof(
      txid,
      txid.map((id) => `${id}\n`),
      txid.map((id) => id.toUpperCase()),
      fc.string(),
    ),
  ],
  (text) => {
    const trimmed = text.trim()
    if (/^[0-9a-f]{64}$/.test(trimmed)) expect(parseTxid(text)).toBe(trimmed)
    else expect(() => parseTxid(text)).toThrow(EsploraSchemaError)
  },
)

const entry = fc.record({
  scriptpubkey_address: fc.option(fc.constantFrom('bc1qaddress', 'bc1paddress'), {
    nil: undefined,
  }),
  value: sats.map(Number),
})
const transaction = fc.record({
  txid,
  vin: fc.array(fc.record({ is_coinbase: fc.constant(false), prevout: entry }), {
    minLength: 1,
    maxLength: 4,
  }),
  vout: fc.array(entry, { minLength: 1, maxLength: 4 }),
  fee: fc.nat({ max: 1_000_000 }),
  status: fc.oneof(
    fc.constant({ confirmed: false }),
    fc.record({
      confirmed: fc.constant(true),
      block_height: fc.nat({ max: 2_000_000 }),
      block_time: fc.nat({ max: 2 ** 32 - 1 }),
    }),
  ),
})

propertyTest(
  'transactions keep their entries and status',
  [fc.array(transaction, { maxLength: 10 })],
  (answer) => {
    const parsed = parseTransactions(JSON.parse(JSON.stringify(answer)))
    parsed.forEach((result, index) => {
      const source = answer[index]
      expect(result.txid).toBe(source?.txid)
      expect(result.confirmed).toBe(source?.status.confirmed)
      expect(result.outputs.map(({ value }) => Number(value))).toEqual(
        source?.vout.map(({ value }) => value),
      )
      expect(result.inputs.map(({ address }) => address)).toEqual(
        source?.vin.map(({ prevout }) => prevout.scriptpubkey_address),
      )
    })
  },
)
