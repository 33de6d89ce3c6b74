// @vitest-environment node
/// <reference types="node" />
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const modalDir = fileURLToPath(new URL('.', import.meta.url))
const sheetImport = /^import\s+(?:(\w+)\s+from\s+)?['"](\.{1,2}\/[^'"]+\.css)(\?inline)?['"]/gm

async function modalModules() {
  const entries = await readdir(modalDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

// esbuild puts every style sheet reachable from an entry, lazy `import()` included, into that
// entry's one CSS file; the modal's sheets travel as text in its lazy code instead.
describe("the modal's style sheets", () => {
  it('item 10: are imported as text and attached with adoptStyles, never as CSS modules', async () => {
    const stylesheetImports: string[] = []
    const unattached: string[] = []
    let inline = 0
    for (const file of await modalModules()) {
      const source = await readFile(file, 'utf8')
      for (const [line, name, path, query] of source.matchAll(sheetImport)) {
        // The palette is first-paint CSS already (the buttons share it).
        if (path?.endsWith('/theme/palette.css')) continue
        if (!query) stylesheetImports.push(`${file}: ${line}`)
        else if (
          !name ||
          !new RegExp(`adoptStyles\\(\\s*'[^']+',\\s*${name},?\\s*\\)`).test(source)
        )
          unattached.push(`${file}: ${line}`)
        else inline += 1
      }
    }
    expect(stylesheetImports).toEqual([])
    expect(unattached).toEqual([])
    expect(inline).toBeGreaterThan(30)
  })
})
