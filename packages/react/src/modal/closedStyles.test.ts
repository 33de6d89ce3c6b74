// @vitest-environment node
/// <reference types="node" />
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const modalDir = fileURLToPath(new URL('.', import.meta.url))

type Rule = { file: string; selectors: string[]; body: string }

/** Every style rule of the modal's sheets (innermost blocks, so rules inside `@media` too). */
async function modalRules(): Promise<Rule[]> {
  const entries = await readdir(modalDir, { recursive: true, withFileTypes: true })
  const rules: Rule[] = []
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.css')) continue
    const file = join(entry.parentPath, entry.name)
    const text = (await readFile(file, 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '')
    for (const [, prelude = '', body = ''] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g))
      rules.push({ file, selectors: splitSelectors(prelude), body })
  }
  return rules
}

/** `text` cut at each character `isCut` accepts outside parentheses (so not inside `:is()`). */
function cutAtTopLevel(text: string, isCut: (char: string) => boolean): string[] {
  const parts = ['']
  let depth = 0
  for (const char of text) {
    if (char === '(') depth += 1
    if (char === ')') depth -= 1
    if (depth === 0 && isCut(char)) parts.push('')
    else parts[parts.length - 1] += char
  }
  return parts
}

/** A selector list split at its top-level commas. */
function splitSelectors(prelude: string): string[] {
  return cutAtTopLevel(prelude, (char) => char === ',')
    .map((selector) => selector.trim())
    .filter(Boolean)
}

/** The classes a selector's last compound names, `:is()` alternatives included. */
function subjectClasses(selector: string): string[] {
  const subject = cutAtTopLevel(selector.trim(), (char) => /[\s>+~]/.test(char)).at(-1) ?? ''
  return [...subject.matchAll(/\.([\w-]+)/g)].map(([, name]) => name ?? '')
}

// An open only removes `data-closed` and `content-visibility` from the root. The rules keyed on
// `data-closed` must name the few elements they change: one reaching every element would restyle
// the whole card at each open, which is what the open's budget cannot afford.
describe("the closed modal's rules", () => {
  it('name their elements: no universal subject, no custom property', async () => {
    const closedRules = (await modalRules()).filter((rule) =>
      rule.selectors.some((selector) => selector.includes('[data-closed]')),
    )
    expect(closedRules.length).toBeGreaterThan(0)
    for (const rule of closedRules) {
      for (const selector of rule.selectors)
        expect(subjectClasses(selector).length, selector).toBeGreaterThan(0)
      expect(rule.body, rule.selectors.join(', ')).not.toMatch(/(^|[;\s])--[\w-]+\s*:/)
    }
  })

  it('pause every endless animation in the modal', async () => {
    const rules = await modalRules()
    const paused = new Set(
      rules
        .filter((rule) => /animation-play-state:\s*paused/.test(rule.body))
        .flatMap((rule) => rule.selectors)
        .filter((selector) => selector.includes('[data-closed]'))
        .flatMap(subjectClasses),
    )
    const endless = rules
      .filter((rule) => /\binfinite\b/.test(rule.body))
      .flatMap((rule) => rule.selectors.map(subjectClasses))
    expect(endless.length).toBeGreaterThan(3)
    for (const classes of endless)
      expect(
        classes.some((name) => paused.has(name)),
        `.${classes.join('.')} runs an endless animation`,
      ).toBe(true)
  })
})
