/** A promise the test settles by hand. */
export type Deferred<T> = {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

/**
 * A pending promise with its `resolve` and `reject`, for a call or a fake route the test holds
 * until it chooses to settle it.
 * @example
 * const gate = createDeferred()
 * api.route('/v1/account/', async () => { await gate.promise; return { balances: [] } })
 * gate.resolve()
 */
export function createDeferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
