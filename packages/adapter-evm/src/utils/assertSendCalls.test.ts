import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidCallsError } from '../errors/calls.js'
import { assertSendCalls } from './assertSendCalls.js'

const target = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sendCalls = (calls: unknown) => [{ version: '2.0.0', chainId: '0x1', calls }]

function refusal(params: unknown): InvalidCallsError {
  try {
    assertSendCalls(params)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidCallsError)
    return error as InvalidCallsError
  }
  throw new Error('accepted')
}

describe('assertSendCalls (SPEC §5)', () => {
  test('accepts calls whose target and data start with 0x, data optional', () => {
    expect(() =>
      assertSendCalls(
        sendCalls([
          { to: target, data: '0xa9059cbb', value: '0x1' },
          { to: target, value: '0x0' },
        ]),
      ),
    ).not.toThrow()
  })

  test('refuses a target address without 0x, naming the call', () => {
    const error = refusal(sendCalls([{ to: target }, { to: target.slice(2), data: '0x' }]))
    expect(error.shortMessage).toBe('Call 1: the target address must start with 0x')
    expect(error.callIndex).toBe(1)
    expect(error.code).toBe(-32602)
  })

  test('refuses a call without a target', () => {
    expect(refusal(sendCalls([{ data: '0x00' }])).shortMessage).toBe(
      'Call 0: the target address must start with 0x',
    )
  })

  test('refuses data that does not start with 0x', () => {
    expect(refusal(sendCalls([{ to: target, data: 'a9059cbb' }])).shortMessage).toBe(
      'Call 0: the data must start with 0x',
    )
    expect(refusal(sendCalls([{ to: target, data: 42 }])).callIndex).toBe(0)
  })

  test('refuses params without a list of calls, and calls that are not objects', () => {
    for (const params of [undefined, [], [{}], [{ calls: 'x' }], { calls: [] }, [null]])
      expect(refusal(params).shortMessage).toBe('wallet_sendCalls needs a list of calls')
    expect(refusal(sendCalls([target])).shortMessage).toBe('Call 0 is not an object')
  })

  test('property: accepts exactly the calls whose to, and data when present, start with 0x', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string().map((s) => `0x${s}`),
    )
    const field = fc.oneof(text, fc.constant(undefined), fc.integer(), fc.constant(null))
    const call = fc.record({ to: field, data: field }, { requiredKeys: [] })
    fc.assert(
      fc.property(fc.array(call, { maxLength: 5 }), (calls) => {
        const valid = calls.every(
          (c) =>
            typeof c.to === 'string' &&
            c.to.startsWith('0x') &&
            (c.data === undefined || (typeof c.data === 'string' && c.data.startsWith('0x'))),
        )
        let threw: unknown
        try {
          assertSendCalls(sendCalls(calls))
        } catch (error) {
          threw = error
        }
        expect(threw === undefined).toBe(valid)
        if (threw) expect(threw).toBeInstanceOf(InvalidCallsError)
      }),
    )
  })

  test('property: never throws anything but InvalidCallsError on any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (params) => {
        try {
          assertSendCalls(params)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCallsError)
        }
      }),
    )
  })
})
