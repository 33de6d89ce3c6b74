import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

/** The apps' RPC variables, by the chain ids of the local stack. */
const rpcVariables = {
  1: 'VITE_MAINNET_RPC_URL',
  10: 'VITE_OPTIMISM_RPC_URL',
  42161: 'VITE_ARBITRUM_RPC_URL',
  11155111: 'VITE_SEPOLIA_RPC_URL',
}

/**
 * Starts `kit-devnet start --free-ports` (anvil chains, API and catalogue, relay, demo mobile
 * wallet); resolves with its configuration, the apps' build variables and `stop`.
 */
export async function startStack(root) {
  const child = spawn(
    process.execPath,
    [join(root, 'packages/devnet/bin/kit-devnet.js'), 'start', '--free-ports'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const config = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`kit-devnet did not start:\n${stderr}`)),
      60_000,
    )
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer)
      resolve(JSON.parse(line))
    })
    exited.then((code) => reject(new Error(`kit-devnet exited with ${code}:\n${stderr}`)))
  })
  const viteEnv = {}
  for (const chain of config.chains) {
    const variable = rpcVariables[chain.chainId]
    if (variable) viteEnv[variable] = chain.rpcUrl
  }
  return {
    config,
    viteEnv,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
