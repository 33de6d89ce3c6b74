import { startDevnet } from '../node/startDevnet.js'
import { toConfigJson } from './toConfigJson.js'

/** `kit-devnet start`: runs the stack until SIGINT/SIGTERM; resolves with the exit code. */
export async function startCommand({ freePorts }: { freePorts: boolean }): Promise<number> {
  const devnet = await startDevnet({ ports: freePorts ? 'free' : 'default', handleSignals: false })
  process.stdout.write(`${toConfigJson(devnet)}\n`)
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'))
    process.once('SIGTERM', () => resolve('SIGTERM'))
  })
  process.stderr.write(`kit-devnet: ${signal}, stopping\n`)
  await devnet.stop()
  return 0
}
