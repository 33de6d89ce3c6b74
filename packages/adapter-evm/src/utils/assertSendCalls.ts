import { InvalidCallsError } from '../errors/calls.js'

const describe = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value.slice(0, 24)) : typeof value

/**
 * Checks the parameters of a `wallet_sendCalls` request (EIP-5792) before the wallet sees them
 * (SPEC §5): one object with a `calls` list, each call an object whose target address `to` starts
 * with `0x` and whose `data`, when given, starts with `0x`. Throws `InvalidCallsError`.
 */
export function assertSendCalls(params: unknown): void {
  const request = Array.isArray(params) ? params[0] : undefined
  const calls = isObject(request) ? request.calls : undefined
  if (!Array.isArray(calls))
    throw new InvalidCallsError('wallet_sendCalls needs a list of calls', undefined, {
      details: 'Expected params [{ calls: [...] }]',
    })
  calls.forEach((call: unknown, index) => {
    if (!isObject(call))
      throw new InvalidCallsError(`Call ${index} is not an object`, index, {
        details: `Received ${describe(call)}`,
      })
    if (typeof call.to !== 'string' || !call.to.startsWith('0x'))
      throw new InvalidCallsError(`Call ${index}: the target address must start with 0x`, index, {
        details: `Received ${describe(call.to)}`,
      })
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x')))
      throw new InvalidCallsError(`Call ${index}: the data must start with 0x`, index, {
        details: `Received ${describe(call.data)}`,
      })
  })
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
