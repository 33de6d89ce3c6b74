import { mainnet } from '@kit/core/networks'
import { renderHook } from '@testing-library/react'
import { expect, expectTypeOf, onTestFinished, test } from 'vitest'
import { createAppKit } from '../createAppKit.js'
import type { Connection } from './solana.js'
import * as entry from './solana.js'

test('Solana entry', () => {
  expect(Object.keys(entry)).toMatchInlineSnapshot(`
    [
      "useAppKitConnection",
    ]
  `)
})

test("useAppKitConnection gives AppKit's { connection }: none without a Solana adapter", () => {
  const appKit = createAppKit({ networks: [mainnet], projectId: 'solana-entry', storage: null })
  onTestFinished(() => appKit.destroy())
  const { result } = renderHook(() => entry.useAppKitConnection())
  expect(result.current).toEqual({ connection: undefined })
  expectTypeOf(result.current.connection).toEqualTypeOf<Connection | undefined>()
  // What AppKit apps call on it compiles once they checked it.
  const balanceOf = (connection: Connection, publicKey: { toBase58(): string }) =>
    connection.getBalance(publicKey)
  expectTypeOf(balanceOf).returns.toEqualTypeOf<Promise<number>>()
})
