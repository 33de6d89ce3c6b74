import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>
}

/** The source files that ship (tests and test helpers left out). */
function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : shippedSources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('package dependencies', () => {
  it('item 3: every runtime dependency is imported by the shipped source', () => {
    const sources = shippedSources(join(root, 'src')).map((file) => readFileSync(file, 'utf8'))
    const unused = Object.keys(manifest.dependencies ?? {}).filter(
      (name) =>
        !sources.some((source) => source.includes(`'${name}'`) || source.includes(`'${name}/`)),
    )
    expect(unused).toEqual([])
  })
})
