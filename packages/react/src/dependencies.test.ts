import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { listShippedSources } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>
}

describe('package dependencies', () => {
  it('item 3: every runtime dependency is imported by the shipped source', () => {
    const sources = listShippedSources(join(root, 'src')).map((file) => readFileSync(file, 'utf8'))
    const unused = Object.keys(manifest.dependencies ?? {}).filter(
      (name) =>
        !sources.some((source) => source.includes(`'${name}'`) || source.includes(`'${name}/`)),
    )
    expect(unused).toEqual([])
  })
})
