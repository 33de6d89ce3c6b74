import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const src = join(import.meta.dirname)

/** The source files that ship (tests and test helpers left out). */
function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : shippedSources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('imports of @kit/core', () => {
  // A barrel reached from first-paint code makes esbuild (--splitting) load up front every module
  // it re-exports that lazy code also uses; type-only imports are erased and may stay.
  it('item 10: shipped source takes values from core modules (@kit/core/modules/*), never the barrel', () => {
    const offenders = shippedSources(src).filter((file) =>
      /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'@kit\/core'/m.test(readFileSync(file, 'utf8')),
    )
    expect(offenders.map((file) => relative(src, file))).toEqual([])
  })
})
