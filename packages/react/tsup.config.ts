import { defineConfig } from 'tsup'
import { packageConfig } from '../../tsup.shared.js'
import { inlineStyleImports } from './build/inlineStyleImports.js'
import { routeStyleImports } from './build/routeStyleImports.js'

const base = packageConfig()

export default defineConfig({
  ...base,
  // Type declarations only (`*.css?inline`): nothing to emit.
  entry: [...(base.entry as string[]), '!src/**/*.d.ts'],
  async onSuccess() {
    if (typeof base.onSuccess === 'function') await base.onSuccess()
    const routed = await routeStyleImports('dist/esm')
    if (routed === 0) throw new Error('No style import found to route through #kit-css')
    const inlined = await inlineStyleImports('dist/esm')
    if (inlined.length === 0) throw new Error('No `?inline` style import found to build as text')
  },
})
