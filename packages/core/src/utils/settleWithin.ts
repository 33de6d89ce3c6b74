/**
 * Runs a best-effort call and waits for it at most `timeout` ms; its result and any failure
 * are dropped. Used where a wallet that never answers must not block (SPEC §9).
 */
export async function settleWithin(call: () => unknown, timeout: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const attempt = Promise.resolve()
    .then(call)
    .then(
      () => {},
      () => {},
    )
  const expiry = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeout)
  })
  try {
    await Promise.race([attempt, expiry])
  } finally {
    clearTimeout(timer)
  }
}
