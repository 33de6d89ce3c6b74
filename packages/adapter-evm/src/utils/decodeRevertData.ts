const errorSelector = '0x08c379a0'
const panicSelector = '0x4e487b71'

const panicReasons: Readonly<Record<number, string>> = {
  1: 'An `assert` condition failed.',
  17: 'Arithmetic operation resulted in underflow or overflow.',
  18: 'Division or modulo by zero.',
  33: 'Attempted to convert to an invalid type.',
  34: 'Attempted to access a storage byte array that is incorrectly encoded.',
  49: 'Performed `.pop()` on an empty array.',
  50: 'Array index is out of bounds.',
  65: 'Allocated too much memory or created an array which is too large.',
  81: 'Attempted to call a zero-initialized variable of internal function type.',
}

/**
 * The reason in a revert's return data: the text of `Error(string)`, the meaning of
 * `Panic(uint256)`, or the selector of a custom error. `undefined` for empty or malformed data.
 */
export function decodeRevertData(data: `0x${string}`): string | undefined {
  const selector = data.slice(0, 10).toLowerCase()
  const body = data.slice(10)
  if (selector === panicSelector && body.length === 64) {
    const code = Number(BigInt(`0x${body}`))
    return panicReasons[code] ?? `Panic code ${code}`
  }
  if (selector === errorSelector) return decodeString(body)
  return data.length >= 10 ? `Custom error ${selector}` : undefined
}

function decodeString(body: string): string | undefined {
  const word = (index: number) =>
    body.length >= (index + 1) * 64
      ? BigInt(`0x${body.slice(index * 64, (index + 1) * 64)}`)
      : undefined
  const offset = word(0)
  if (offset === undefined || offset % 32n !== 0n || offset > BigInt(body.length)) return undefined
  const start = Number(offset / 32n)
  const length = word(start)
  const from = (start + 1) * 64
  if (length === undefined || BigInt(from) + length * 2n > BigInt(body.length)) return undefined
  const hex = body.slice(from, from + Number(length) * 2)
  const bytes = new Uint8Array(hex.length / 2).map((_, i) =>
    Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16),
  )
  return new TextDecoder().decode(bytes)
}
