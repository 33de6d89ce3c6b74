/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as React from 'react'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { optionalActivity } from './optionalActivity.js'

/** The JavaScript a bundler sees for one source file of this package. */
function compiled(relativePath: string): string {
  const source = readFileSync(fileURLToPath(new URL(relativePath, import.meta.url)), 'utf8')
  return ts.transpileModule(source, {
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    },
  }).outputText
}

// A bundler checks `ns.Name` and `ns['Name']` against the module's exports; Next.js 14/15 bundle
// a React without `Activity`, so such a read fails their webpack build.
const staticActivityRead = /\b\w+\s*(?:\?\.|\.|\[\s*['"`])\s*Activity\b/

describe('optionalActivity', () => {
  it('item 18: no file the modal compiles to reads Activity statically from a module', () => {
    for (const file of ['../Modal.tsx', './optionalActivity.ts']) {
      expect(compiled(file), file).not.toMatch(staticActivityRead)
    }
  })

  it('item 18: is the running React’s Activity when it has one', () => {
    const running = (React as Record<string, unknown>)[['Activ', 'ity'].join('')]
    expect(optionalActivity()).toBe(running)
  })

  it('item 18: is undefined for a React without Activity', () => {
    expect(optionalActivity({ createElement: React.createElement })).toBeUndefined()
  })
})
