import { CliUsageError } from '../errors/cli.js'

export type CliCommand =
  | { command: 'help' }
  | { command: 'start'; freePorts: boolean }
  | { command: 'run'; freePorts: boolean; commandLine: string[] }

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
  const unknown = flags.find((flag) => flag !== '--free-ports')
  if (unknown !== undefined) throw new CliUsageError(`Unknown option "${unknown}".`)
  const freePorts = flags.includes('--free-ports')

  if (command === 'start') {
    if (separator !== -1) throw new CliUsageError('"start" takes no command; use "run".')
    return { command, freePorts }
  }
  if (commandLine.length === 0) throw new CliUsageError('"run" needs a command after "--".')
  return { command, freePorts, commandLine }
}
