import { expect, test } from 'vitest'
import { readInternalTransfers } from './readInternalTransfers.js'

const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const router = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const weth = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'

test('reads the ether a router pays out after unwrapping, not the outer call or a reverted branch', () => {
  const trace = {
    type: 'CALL',
    from: user,
    to: router,
    value: '0x0',
    calls: [
      {
        type: 'CALL',
        from: router,
        to: weth,
        value: '0x0',
        calls: [{ type: 'CALL', from: weth, to: router, value: '0xde0b6b3a7640000' }],
      },
      { type: 'CALL', from: router, to: user, value: '0xde0b6b3a7640000' },
      { type: 'CALL', from: router, to: user, value: '0x1', error: 'execution reverted' },
      { type: 'STATICCALL', from: router, to: weth },
    ],
  }
  expect(readInternalTransfers(trace)).toEqual([
    {
      kind: 'native',
      contract: '',
      from: weth.toLowerCase(),
      to: router.toLowerCase(),
      amount: 10n ** 18n,
    },
    {
      kind: 'native',
      contract: '',
      from: router.toLowerCase(),
      to: user.toLowerCase(),
      amount: 10n ** 18n,
    },
  ])
})

test('a reverted transaction moved nothing', () => {
  expect(
    readInternalTransfers({
      type: 'CALL',
      from: user,
      to: router,
      error: 'execution reverted',
      calls: [{ type: 'CALL', from: router, to: user, value: '0x5' }],
    }),
  ).toEqual([])
})
