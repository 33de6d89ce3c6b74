// @vitest-environment node
/// <reference types="node" />
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { inlineStyleImports } from './inlineStyleImports.js'

let outDir: string | undefined

afterEach(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

describe('inlineStyleImports', () => {
  it('item 10: turns each `X.css?inline` import into a JS module exporting the minified text', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'kit-inline-styles-'))
    await mkdir(join(outDir, 'modal'))
    await writeFile(
      join(outDir, 'modal/Modal.js'),
      "import { adoptStyles } from '../theme/adoptStyles.js';\nimport modalCss from \"./Modal.css?inline\";\nimport './Other.css';\nadoptStyles('modal/Modal.css', modalCss);\n",
    )
    await writeFile(join(outDir, 'modal/Modal.css'), '/* card */\n.kit-card {\n  color: red;\n}\n')

    const sheets = await inlineStyleImports(outDir)

    expect(sheets).toEqual([join(outDir, 'modal/Modal.css')])
    const built = await readFile(join(outDir, 'modal/Modal.js'), 'utf8')
    expect(built).toContain('import modalCss from "./Modal.css.js";')
    expect(built).toContain("import './Other.css';")
    const text = await import(pathToFileURL(join(outDir, 'modal/Modal.css.js')).href)
    expect(text.default).toBe('.kit-card{color:red}')
  })
})
