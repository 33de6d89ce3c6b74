import { CliUsageError } from '../errors/cli.js'
import { parseCliArgs } from './parseCliArgs.js'
import { runCommand } from './runCommand.js'
import { startCommand } from './startCommand.js'
import { usage } from './usage.js'

/** Entry point of `kit-devnet`; resolves with the process exit code. */
export async function runCli(argv: readonly string[]): Promise<number> {
  try {
    const parsed = parseCliArgs(argv)
    if (parsed.command === 'help') {
      process.stdout.write(`${usage}\n`)
      return 0
    }
    if (parsed.command === 'start') return await startCommand(parsed)
    return await runCommand(parsed)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    process.stderr.write(`kit-devnet: ${message}\n`)
    if (error instanceof CliUsageError) {
      process.stderr.write(`\n${usage}\n`)
      return 2
    }
    return 1
  }
}
