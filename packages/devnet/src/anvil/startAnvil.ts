import { spawn } from 'node:child_process'
import { AnvilExitedError, AnvilStartTimeoutError } from '../errors/anvil.js'
import { assertPortFree } from '../http/assertPortFree.js'
import { findFreePort } from '../http/findFreePort.js'
import { killOnExit } from '../process/killOnExit.js'
import { stopChildProcess } from '../process/stopChildProcess.js'
import { formatHost } from '../utils/formatHost.js'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'
import { waitForChainId } from './waitForChainId.js'

export type StartAnvilParameters = {
  chainId: number
  /** 0 (the default) picks a free port. */
  port?: number | undefined
  host?: string | undefined
  /** Milliseconds to wait for JSON-RPC; 15 s by default. */
  timeout?: number | undefined
  /** Extra anvil flags, e.g. `['--block-time', '2']`. */
  args?: readonly string[] | undefined
  /** Path of an anvil binary to use instead of the one from `@foundry-rs/anvil`. */
  binary?: string | undefined
}

export type StartAnvilReturnType = {
  rpcUrl: string
  chainId: number
  port: number
  /** Process id of anvil. */
  pid: number | undefined
  /** Stops anvil and waits for it to exit. Safe to call twice. */
  stop: () => Promise<void>
}

/**
 * Spawns an anvil node (instant mining, anvil's funded dev accounts) and waits until it answers.
 * @example const anvil = await startAnvil({ chainId: 10, port: 0 })
 */
export async function startAnvil({
  chainId,
  port = 0,
  host = '127.0.0.1',
  timeout = 15_000,
  args = [],
  binary = resolveAnvilBinary(),
}: StartAnvilParameters): Promise<StartAnvilReturnType> {
  if (port !== 0) {
    await assertPortFree(port, host)
    return spawnAnvil({ chainId, port, host, timeout, args, binary })
  }
  // A port the OS called free can be taken by another process before anvil binds it (parallel
  // stacks pick ports at the same moment): then pick another.
  for (let attempt = 1; ; attempt++) {
    const free = await findFreePort(host)
    try {
      return await spawnAnvil({ chainId, port: free, host, timeout, args, binary })
    } catch (error) {
      if (attempt >= freePortAttempts || !isAddressInUse(error)) throw error
    }
  }
}

/** How many free ports `startAnvil` tries before it gives up. */
const freePortAttempts = 3

function isAddressInUse(error: unknown): boolean {
  return (
    error instanceof AnvilExitedError &&
    /address already in use|os error 98/i.test(error.details ?? '')
  )
}

async function spawnAnvil({
  chainId,
  port,
  host,
  timeout,
  args,
  binary,
}: Required<StartAnvilParameters>): Promise<StartAnvilReturnType> {
  const rpcUrl = `http://${formatHost(host)}:${port}`
  const child = spawn(
    binary,
    ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--quiet', ...args],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000)
  })
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.once('error', (error) => {
      stderr += error.message
      resolve(null)
    })
  })

  const unregister = killOnExit(child)
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopChildProcess(child).finally(unregister)
    return stopping
  }

  const ready = await waitForChainId({ rpcUrl, chainId, timeout, exited })
  if (ready) return { rpcUrl, chainId, port, pid: child.pid, stop }

  const hasExited = child.exitCode !== null || child.pid === undefined
  await stop()
  if (hasExited) {
    throw new AnvilExitedError({
      port,
      exitCode: child.exitCode,
      details: stderr.trim() || undefined,
    })
  }
  throw new AnvilStartTimeoutError({ rpcUrl, timeout, details: stderr.trim() || undefined })
}
