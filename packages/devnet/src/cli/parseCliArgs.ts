import { CliUsageError } from '../errors/cli.js'

/**
 * Options of `start` and `run`: `signIn` is the path of a module exporting `verifySignIn`;
 * `stopWith` the id of a process whose end stops the stack.
 */
type StackOptions = { freePorts: boolean; signIn?: string; stopWith?: number }

export type CliCommand =
  | { command: 'help' }
  | ({ command: 'start' } & StackOptions)
  | ({ command: 'run'; commandLine: string[] } & StackOptions)

/** Parses `kit-devnet` arguments (without the node and script paths). */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  const separator = argv.indexOf('--')
  const own = separator === -1 ? argv : argv.slice(0, separator)
  const commandLine = separator === -1 ? [] : argv.slice(separator + 1)
  const [command, ...flags] = own

  if (command === undefined || command === 'help' || own.includes('--help') || own.includes('-h')) {
    return { command: 'help' }
  }
  if (command !== 'start' && command !== 'run') {
    throw new CliUsageError(`Unknown command "${command}".`)
  }
  const options: StackOptions = { freePorts: false }
  for (let index = 0; index < flags.length; index++) {
    const flag = flags[index]
    if (flag === '--free-ports') options.freePorts = true
    else if (flag === '--sign-in') {
      const path = flags[++index]
      if (path === undefined || path.startsWith('--'))
        throw new CliUsageError('"--sign-in" needs the path of a module.')
      options.signIn = path
    } else if (flag === '--stop-with') {
      const pid = flags[++index]
      if (pid === undefined || !/^[1-9]\d*$/.test(pid))
        throw new CliUsageError('"--stop-with" needs a process id.')
      options.stopWith = Number(pid)
    } else throw new CliUsageError(`Unknown option "${flag}".`)
  }

  if (command === 'start') {
    if (separator !== -1) throw new CliUsageError('"start" takes no command; use "run".')
    return { command, ...options }
  }
  if (commandLine.length === 0) throw new CliUsageError('"run" needs a command after "--".')
  return { command, ...options, commandLine }
}
