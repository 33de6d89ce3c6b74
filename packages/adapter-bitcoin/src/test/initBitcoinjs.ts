import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToNumberBE, numberToBytesBE } from '@noble/curves/utils.js'
import { initEccLib } from 'bitcoinjs-lib'

const { Point } = secp256k1

function liftX(bytes: Uint8Array) {
  if (bytes.length !== 32) return undefined
  try {
    return schnorr.utils.lift_x(bytesToNumberBE(bytes))
  } catch {
    return undefined
  }
}

/**
 * The two Taproot operations bitcoinjs-lib needs to map `bc1p…` addresses to scripts, over
 * noble: the test oracle gets an elliptic-curve library without another dependency.
 */
export function initBitcoinjs(): void {
  initEccLib({
    isXOnlyPoint: (bytes: Uint8Array) => liftX(bytes) !== undefined,
    xOnlyPointAddTweak(bytes: Uint8Array, tweak: Uint8Array) {
      const point = liftX(bytes)
      const scalar = bytesToNumberBE(tweak)
      if (!point || scalar >= Point.CURVE().n) return null
      const tweaked = scalar === 0n ? point : point.add(Point.BASE.multiply(scalar))
      if (tweaked.is0()) return null
      const { x, y } = tweaked.toAffine()
      return { parity: Number(y & 1n) as 0 | 1, xOnlyPubkey: numberToBytesBE(x, 32) }
    },
  })
}
