type ReviverContext = { source?: string }

/**
 * `JSON.parse` that keeps integers beyond 2^53 exact as `bigint` where the engine hands a reviver
 * the source text (Chromium 114+, Node 21+); elsewhere such a number stays an inexact `number`,
 * which the answer parsers refuse rather than misreport.
 */
export function parseJsonLossless(text: string): unknown {
  const revive = (_key: string, value: unknown, context?: ReviverContext) =>
    typeof value === 'number' &&
    !Number.isSafeInteger(value) &&
    typeof context?.source === 'string' &&
    /^\d+$/.test(context.source)
      ? BigInt(context.source)
      : value
  return JSON.parse(text, revive as (key: string, value: unknown) => unknown)
}
