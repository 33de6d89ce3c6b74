import { ApiRequestError } from '../../errors/api.js'
import { isRecord } from '../../utils/isRecord.js'

/** SPEC §9: the library's slippage tolerance, in percent, when a request names none. */
export const defaultSlippage = 1

/** The most a swap may give up to price moves, in percent. */
export const maxSlippage = 50

/**
 * `eip155.slippage` of a build-transaction body, in percent: a number from 0 to 50 or its plain
 * decimal text (`"0.5"`; no sign, exponent, hex or spaces); 1 when absent.
 */
export function parseSlippage(body: Record<string, unknown>): number {
  const slippage = isRecord(body.eip155) ? body.eip155.slippage : undefined
  if (slippage === undefined) return defaultSlippage
  const value =
    typeof slippage === 'string' && /^[0-9]{1,2}(\.[0-9]{1,18})?$/.test(slippage)
      ? Number(slippage)
      : slippage
  if (typeof value !== 'number' || !(value >= 0 && value <= maxSlippage)) {
    throw new ApiRequestError({
      field: 'eip155.slippage',
      description: `Expected 0 to ${maxSlippage} (%)`,
    })
  }
  return value
}
