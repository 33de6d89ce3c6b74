import { expect, test } from 'vitest'
import { CliUsageError } from '../errors/cli.js'
import { parseCliArgs } from './parseCliArgs.js'

test('reads start, run and help', () => {
  expect(parseCliArgs(['start'])).toEqual({ command: 'start', freePorts: false })
  expect(parseCliArgs(['start', '--free-ports'])).toEqual({ command: 'start', freePorts: true })
  expect(parseCliArgs(['run', '--free-ports', '--', 'pnpm', 'e2e', '--', '-x'])).toEqual({
    command: 'run',
    freePorts: true,
    commandLine: ['pnpm', 'e2e', '--', '-x'],
  })
  expect(parseCliArgs([])).toEqual({ command: 'help' })
  expect(parseCliArgs(['run', '--help'])).toEqual({ command: 'help' })
})

test.each([
  [['serve']],
  [['start', '--port', '1']],
  [['run']],
  [['run', '--']],
  [['start', '--', 'echo']],
])('refuses %j with a usage error', (argv) => {
  expect(() => parseCliArgs(argv)).toThrow(CliUsageError)
})
