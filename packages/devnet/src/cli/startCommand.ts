import { startDevnet } from '../node/startDevnet.js'
import { toConfigJson } from './toConfigJson.js'

/** `kit-devnet start`: runs the stack until SIGINT/SIGTERM; resolves with the exit code. */
export async function startCommand({ freePorts }: { freePorts: boolean }): Promise<number> {
  const devnet = await startDevnet({ ports: freePorts ? 'free' : 'default', handleSignals: false })
  process.stdout.write(`${toConfigJson(devnet)}\n`)
  const chains = devnet.chains.map((chain) => `${chain.name} ${chain.rpcUrl}`).join(', ')
  process.stderr.write(`kit-devnet: API, wallet catalogue and analytics at ${devnet.apiUrl}\n`)
  process.stderr.write(`kit-devnet: chains ${chains}\n`)
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'))
    process.once('SIGTERM', () => resolve('SIGTERM'))
  })
  process.stderr.write(`kit-devnet: ${signal}, stopping\n`)
  await devnet.stop()
  return 0
}
