import { guardChildren } from '../process/killOnExit.js'
import { startGuardian } from '../process/startGuardian.js'
import { startDevnet } from '../stack/startDevnet.js'
import { onStopRequest, type StopSignal } from './stopSignals.js'
import { toConfigJson } from './toConfigJson.js'

/**
 * `kit-devnet start`: runs the stack until a stop signal or until the command that started it
 * is gone; resolves with the exit code.
 */
export async function startCommand({ freePorts }: { freePorts: boolean }): Promise<number> {
  guardChildren(startGuardian())
  let requested: StopSignal | undefined
  let onRequest = (signal: StopSignal) => {
    requested = signal
  }
  const unsubscribe = onStopRequest((signal) => onRequest(signal))
  const devnet = await startDevnet({ ports: freePorts ? 'free' : 'default', handleSignals: false })
  process.stdout.write(`${toConfigJson(devnet)}\n`)
  const chains = devnet.chains.map((chain) => `${chain.name} ${chain.rpcUrl}`).join(', ')
  process.stderr.write(`kit-devnet: API, wallet catalogue and analytics at ${devnet.apiUrl}\n`)
  process.stderr.write(`kit-devnet: chains ${chains}\n`)
  const signal = await new Promise<StopSignal>((resolve) => {
    if (requested) resolve(requested)
    onRequest = resolve
  })
  unsubscribe()
  process.stderr.write(`kit-devnet: ${signal}, stopping\n`)
  await devnet.stop()
  return 0
}
