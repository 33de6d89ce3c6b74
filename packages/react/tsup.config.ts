import { defineConfig } from 'tsup'
import { packageConfig } from '../../tsup.shared.js'
import { routeStyleImports } from './build/routeStyleImports.js'

const base = packageConfig()

export default defineConfig({
  ...base,
  async onSuccess() {
    if (typeof base.onSuccess === 'function') await base.onSuccess()
    const routed = await routeStyleImports('dist/esm')
    if (routed === 0) throw new Error('No style import found to route through #kit-css')
  },
})
