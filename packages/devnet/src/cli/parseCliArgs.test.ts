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

test('reads --sign-in and its module path', () => {
  expect(parseCliArgs(['start', '--sign-in', 'sign-in.mjs'])).toStrictEqual({
    command: 'start',
    freePorts: false,
    signIn: 'sign-in.mjs',
  })
  expect(parseCliArgs(['run', '--sign-in', './s.mjs', '--free-ports', '--', 'x'])).toStrictEqual({
    command: 'run',
    freePorts: true,
    signIn: './s.mjs',
    commandLine: ['x'],
  })
  expect(parseCliArgs(['start'])).not.toHaveProperty('signIn')
})

test('reads --stop-with and its process id', () => {
  expect(parseCliArgs(['run', '--stop-with', '4242', '--', 'x'])).toStrictEqual({
    command: 'run',
    freePorts: false,
    stopWith: 4242,
    commandLine: ['x'],
  })
  expect(parseCliArgs(['start', '--free-ports', '--stop-with', '7'])).toStrictEqual({
    command: 'start',
    freePorts: true,
    stopWith: 7,
  })
  expect(parseCliArgs(['start'])).not.toHaveProperty('stopWith')
})

test.each([
  [['serve']],
  [['start', '--port', '1']],
  [['run']],
  [['run', '--']],
  [['start', '--', 'echo']],
  [['start', '--sign-in']],
  [['start', '--sign-in', '--free-ports']],
  [['start', '--stop-with']],
  [['start', '--stop-with', '--free-ports']],
  [['start', '--stop-with', '0']],
  [['start', '--stop-with', '-1']],
  [['start', '--stop-with', '12x']],
])('refuses %j with a usage error', (argv) => {
  expect(() => parseCliArgs(argv)).toThrow(CliUsageError)
})
