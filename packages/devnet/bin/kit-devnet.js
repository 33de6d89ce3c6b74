#!/usr/bin/env node
// Runs the built CLI when present; in the workspace (no build yet) runs the TypeScript source.
import { existsSync } from 'node:fs'

const built = new URL('../dist/esm/cli.js', import.meta.url)

if (existsSync(built)) {
  await import(built.href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import(new URL('../src/cli.ts', import.meta.url).href)
}
