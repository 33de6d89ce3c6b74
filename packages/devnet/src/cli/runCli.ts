import { CliUsageError } from '../errors/cli.js'
import { isAlive } from '../process/watchParent.js'
import { parseCliArgs } from './parseCliArgs.js'
import { usage } from './usage.js'

/** Entry point of `kit-devnet`; resolves with the process exit code. */
export async function runCli(argv: readonly string[]): Promise<number> {
  try {
    const parsed = parseCliArgs(argv)
    if (parsed.command === 'help') {
      process.stdout.write(`${usage}\n`)
      return 0
    }
    if (parsed.stopWith !== undefined && !isAlive(parsed.stopWith))
      throw new CliUsageError(`"--stop-with": no process ${parsed.stopWith} is running.`)
    // The stack (viem, the API server) loads only for a command that starts it: help and usage
    // errors stay instant.
    if (parsed.command === 'start') {
      const { startCommand } = await import('./startCommand.js')
      return await startCommand(parsed)
    }
    const { runCommand } = await import('./runCommand.js')
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
