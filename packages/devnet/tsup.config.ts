import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  bundle: false,
  format: ['esm'],
  outDir: 'dist/esm',
  target: 'es2022',
  clean: true,
})
