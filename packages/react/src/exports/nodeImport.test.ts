// @vitest-environment node
/// <reference types="node" />
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const script = fileURLToPath(new URL('../../../../scripts/check-node-import.mjs', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))

// Reads the built output (dist), as a dapp's own tests or SSR server would get it.
describe('the published entries in plain Node', () => {
  it('item 19: every entry of @kit/react loads with node and no bundler', async () => {
    const { checkNodeImports, publishedEntries } = await import(script)
    expect(publishedEntries(packageDir)).toContain('@kit/react')
    expect(checkNodeImports(['react'])).toEqual([])
  }, 60_000)

  it('item 19: the CSS stays a separate file for bundlers', () => {
    const css = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '--conditions=browser',
        '--eval',
        "console.log(import.meta.resolve('#kit-css/components/buttons/buttons.css'))",
      ],
      { cwd: packageDir, encoding: 'utf8' },
    )
    expect(css.trim()).toMatch(/\/dist\/esm\/components\/buttons\/buttons\.css$/)
  })

  it("item 10: the modal's lazy modules, style sheets as text included, load in plain Node", () => {
    const exported = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        "const m = await import('./dist/esm/modal/Modal.js'); console.log(Object.keys(m).sort().join())",
      ],
      { cwd: packageDir, encoding: 'utf8' },
    )
    expect(exported.trim()).toBe(
      'Modal,getNetworkImageSrc,instanceActions,openAppKit,subscribeAccount,subscribeCaipNetworkChange,subscribeNetwork,subscribeProviders,subscribeState,subscribeWalletInfo,switchConnection,warmModalFonts',
    )
  })
})
