import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import { startDevnet } from '../node/startDevnet.js'
import { toConfigJson } from './toConfigJson.js'

export type RunCommandParameters = { freePorts: boolean; commandLine: readonly string[] }

/**
 * `kit-devnet run -- cmd`: runs `cmd` against a fresh stack and resolves with its exit code
 * once the stack is stopped again.
 */
export async function runCommand({
  freePorts,
  commandLine,
}: RunCommandParameters): Promise<number> {
  const devnet = await startDevnet({ ports: freePorts ? 'free' : 'default', handleSignals: false })
  const config = toConfigJson(devnet)
  const [file = '', ...args] = commandLine
  const child = spawn(file, args, {
    stdio: 'inherit',
    env: { ...process.env, KIT_DEVNET: config, VITE_KIT_DEVNET: config },
  })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)

  const code = await new Promise<number>((resolve) => {
    child.once('error', (error) => {
      process.stderr.write(`kit-devnet: could not run "${file}": ${error.message}\n`)
      resolve(127)
    })
    child.once('exit', (exitCode, signal) => {
      resolve(exitCode ?? 128 + (signal ? constants.signals[signal] : 0))
    })
  })
  process.off('SIGINT', forward)
  process.off('SIGTERM', forward)
  await devnet.stop()
  return code
}
