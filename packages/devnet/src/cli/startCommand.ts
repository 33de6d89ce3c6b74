import { guardChildren } from '../process/killOnExit.js'
import { startGuardian } from '../process/startGuardian.js'
import { startDevnet } from '../stack/startDevnet.js'
import { describeStack } from './describeStack.js'
import { loadSignInVerifier } from './loadSignInVerifier.js'
import { onStopRequest, type StopSignal } from './stopSignals.js'
import { toConfigJson } from './toConfigJson.js'

/**
 * `kit-devnet start`: runs the stack until a stop signal or until the command that started it
 * is gone; resolves with the exit code.
 */
export async function startCommand({
  freePorts,
  signIn,
}: {
  freePorts: boolean
  signIn?: string | undefined
}): Promise<number> {
  const verifySignIn = signIn === undefined ? undefined : await loadSignInVerifier(signIn)
  guardChildren(startGuardian())
  let requested: StopSignal | undefined
  let onRequest = (signal: StopSignal) => {
    requested = signal
  }
  const unsubscribe = onStopRequest((signal) => onRequest(signal))
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
