import { createRequire } from 'node:module'
import { join } from 'node:path'
import { bundleDevWallet } from './bundleDevWallet.mjs'
import { routeHostedServices } from './routeHostedServices.mjs'
import { serveStatic } from './serveStatic.mjs'

/**
 * Runs `steps` on a built app open in Chromium (see openAppPage), then closes it; throws the
 * first failure: a step's, else what the page logged or sent offsite.
 */
export async function inAppPage(options, steps) {
  const handles = await openAppPage(options)
  let failure
  try {
    await steps(handles)
  } catch (error) {
    failure = error
  }
  try {
    await handles.finish()
  } catch (error) {
    if (!failure) throw error
    console.error(error.message)
  }
  if (failure) throw failure
}

/**
 * Serves a built app and opens it in Chromium with the dev wallet injected (`devWallet`), its
 * hosted services, public RPC URLs and WalletConnect relay answered by the local stack.
 * `finish()` closes everything and throws what the page logged or sent offsite.
 */
async function openAppPage({ root, install, dist, stack, chromiumPath, devWallet, log }) {
  const demo = createRequire(join(root, 'apps/demo/package.json'))
  const playwright = await import(demo.resolve('@playwright/test'))
  const { chromium, expect } = playwright.default ?? playwright
  const { chromiumArgs, isDroppedAnswerLog } = await import(demo.resolve('@kit/devnet/node'))
  const server = await serveStatic(dist)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  const context = await browser.newContext()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
  if (devWallet)
    await context.addInitScript({ content: await bundleDevWallet(root, stack.config.chains) })
  const routes = await routeHostedServices(context, {
    root,
    config: stack.config,
    defaultRpcUrls: await mapDefaultRpcUrls(install, stack.config.chains),
  })
  const problems = []
  const watch = (page, name) => {
    page.on('pageerror', (error) => problems.push(`${name} page error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') reportError(`${name} console.error: ${message.text()}`)
      if (message.type() === 'warning') log(`${name} console.warn: ${message.text()}`)
    })
  }
  // Drops only the WalletConnect SDK's pair of lines for an answer it drops, from one page, as
  // the demo's browser tests do (see isDroppedAnswerLog).
  const reportError = (entry) => {
    const previous = problems.at(-1) ?? ''
    const page = entry.slice(0, entry.indexOf(' console.error: '))
    if (
      previous.startsWith(`${page} console.error: `) &&
      isDroppedAnswerLog({ previous, current: entry })
    ) {
      problems.pop()
      return
    }
    problems.push(entry)
  }
  const page = await context.newPage()
  watch(page, 'app')
  await page.goto(server.url)
  return {
    page,
    context,
    expect,
    /** Another page in the same browser (the demo mobile wallet), watched the same way. */
    openPage: async (url, name) => {
      const other = await context.newPage()
      watch(other, name)
      await other.goto(url)
      return other
    },
    finish: async () => {
      await browser.close()
      await server.close()
      const { offsite, publicRpcReads } = routes
      if (offsite.length > 0) problems.push(`requests left 127.0.0.1: ${offsite.join(', ')}`)
      // Kit reads where the app's `customRpcUrls` point (the local stack): none reaches a public RPC.
      if (publicRpcReads.length > 0)
        problems.push(
          `${publicRpcReads.length} reads ignored customRpcUrls (${publicRpcReads[0]}, …)`,
        )
      if (problems.length > 0) throw new Error(`the page logged:\n  ${problems.join('\n  ')}`)
    },
  }
}

/** Each app network's public RPC URL (from the installed `@kit/react/networks`) → the local one. */
async function mapDefaultRpcUrls(install, chains) {
  const networks = await import(
    createRequire(join(install, 'package.json')).resolve('@kit/react/networks')
  )
  const byUrl = new Map()
  for (const chain of chains) {
    for (const network of Object.values(networks)) {
      if (network?.id !== chain.chainId || network.chainNamespace !== 'eip155') continue
      for (const url of network.rpcUrls.default.http) byUrl.set(new URL(url).href, chain.rpcUrl)
    }
  }
  return byUrl
}
