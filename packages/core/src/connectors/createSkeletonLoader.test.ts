import { readFileSync } from 'node:fs'
import { expect, test, vi } from 'vitest'
import { walletNameSkeleton } from '../utils/walletNameSkeleton.js'
import { createSkeletonLoader } from './createSkeletonLoader.js'

test('loads the confusables table when asked, once, and hands it over', async () => {
  const onLoad = vi.fn()
  const loader = createSkeletonLoader({ onLoad })
  expect(loader.current()).toBeUndefined()
  loader.load()
  loader.load()
  await vi.waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1))
  expect(onLoad).toHaveBeenCalledWith(walletNameSkeleton)
  expect(loader.current()).toBe(walletNameSkeleton)
  loader.load()
  await Promise.resolve()
  expect(onLoad).toHaveBeenCalledTimes(1)
})

test('the table stays out of first paint: only an import() reaches it', () => {
  const source = readFileSync(new URL('./createSkeletonLoader.ts', import.meta.url), 'utf8')
  expect(source).not.toMatch(/^import\s(?!type\s)[^;]*walletNameSkeleton/m)
  expect(source).toContain("import('../utils/walletNameSkeleton.js')")
})
