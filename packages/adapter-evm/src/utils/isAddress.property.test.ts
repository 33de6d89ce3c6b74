import { fc, propertyTest } from '@kit/fuzz'
import { getAddress, isAddress as viemIsAddress } from 'viem'
import { expect } from 'vitest'
import { checksumAddress } from './checksumAddress.js'
import { isAddress } from './isAddress.js'

const hex40 = fc.string({
  unit: fc.constantFrom(...'0123456789abcdefABCDEF'),
  minLength: 40,
  maxLength: 40,
})

/** Address-like input: any case mix, checksummed, all upper or lower, near misses, and junk. */
const addressLike = fc.oneof(
  hex40.map((digits) => `0x${digits}`),
  hex40.map((digits) => getAddress(`0x${digits}`)),
  hex40.map((digits) => `0x${digits.toUpperCase()}`),
  hex40.map((digits) => `0X${digits}`),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFxg '), maxLength: 44 }),
  fc.string(),
)

propertyTest('isAddress agrees with viem’s strict isAddress', [addressLike], (value) => {
  expect(isAddress(value)).toBe(viemIsAddress(value, { strict: true }))
})

propertyTest('isAddress never throws, whatever it is given', [fc.anything()], (value) => {
  expect(typeof isAddress(value)).toBe('boolean')
})

propertyTest('checksumAddress agrees with viem’s getAddress', [hex40], (digits) => {
  const address = `0x${digits}`
  expect(checksumAddress(address)).toBe(getAddress(address))
})

propertyTest('checksumAddress is idempotent and gives a valid address', [hex40], (digits) => {
  const once = checksumAddress(`0x${digits}`)
  expect(checksumAddress(once)).toBe(once)
  expect(isAddress(once)).toBe(true)
  expect(isAddress(once.toLowerCase())).toBe(true)
})
