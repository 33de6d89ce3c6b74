import { guardChildren } from '../process/killOnExit.js'
import { startGuardian } from '../process/startGuardian.js'
import { startDevnet } from '../stack/startDevnet.js'
import { describeStack } from './describeStack.js'
import { loadSignInVerifier } from './loadSignInVerifier.js'
import { onStopRequest, type StopSignal } from './stopSignals.js'
import { toConfigJson } from './toConfigJson.js'

export type StartCommandParameters = {
  freePorts: boolean
  signIn?: string | undefined
  /** A process whose end stops the stack (`--stop-with`). */
  stopWith?: number | undefined
}

/**
 * `kit-devnet start`: runs the stack until a stop signal, until the command that started it is
 * gone, or until the process `stopWith` is; resolves with the exit code.
 */
export async function startCommand({
  freePorts,
  signIn,
  stopWith,
}: StartCommandParameters): Promise<number> {
  const verifySignIn = signIn === undefined ? undefined : await loadSignInVerifier(signIn)
  guardChildren(startGuardian())
  let requested: StopSignal | undefined
  let onRequest = (signal: StopSignal) => {
    requested = signal
  }
  const unsubscribe = onStopRequest({ onStop: (signal) => onRequest(signal), stopWith })
  const devnet = await startDevnet({
    ports: freePorts ? 'free' : 'default',
    handleSignals: false,
    verifySignIn,
  })
  process.stdout.write(`${toConfigJson(devnet)}\n`)
  for (const line of describeStack(devnet)) process.stderr.write(`kit-devnet: ${line}\n`)
  const signal = await new Promise<StopSignal>((resolve) => {
    if (requested) resolve(requested)
    onRequest = resolve
  })
  unsubscribe()
  process.stderr.write(`kit-devnet: ${signal}, stopping\n`)
  await devnet.stop()
  return 0
}
