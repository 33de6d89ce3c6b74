import { defineConfig } from 'tsup'
import { packageConfig } from '../../tsup.shared.js'

export default defineConfig(
  packageConfig({
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/test/**'],
  }),
)
