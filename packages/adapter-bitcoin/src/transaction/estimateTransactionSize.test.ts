import { expect, test } from 'vitest'
import { estimateTransactionSize } from './estimateTransactionSize.js'

// Sizes from the serialization: 10.5 vbytes of overhead, 68 per p2wpkh input, 91 per p2sh-p2wpkh
// input, 57.5 per p2tr input.
test.each([
  [['p2wpkh'], ['p2wpkh'], 110],
  [['p2wpkh'], ['p2tr', 'p2wpkh'], 153],
  [['p2tr'], ['p2tr'], 111],
  [['p2tr', 'p2tr'], ['p2tr', 'p2tr'], 212],
  [['p2wpkh'], ['p2pkh'], 113],
  [['p2wpkh'], ['p2sh'], 111],
  [['p2wpkh'], ['p2wsh'], 122],
  [['p2sh-p2wpkh'], ['p2wpkh'], 133],
] as const)('%j to %j is %d vbytes', (inputs, outputs, vsize) => {
  expect(estimateTransactionSize({ inputs, outputs }).vsize).toBe(vsize)
})

test('counts past 252 take three bytes', () => {
  const small = estimateTransactionSize({ inputs: Array(252).fill('p2tr'), outputs: ['p2tr'] })
  const large = estimateTransactionSize({ inputs: Array(253).fill('p2tr'), outputs: ['p2tr'] })
  expect(large.weight - small.weight).toBe(164 + 66 + 2 * 4)
})
