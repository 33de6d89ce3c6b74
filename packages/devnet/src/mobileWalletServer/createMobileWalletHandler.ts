import { readFile, realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, sep } from 'node:path'
import type { HttpHandler } from '../http/listenHttp.js'
import { contentTypeOf } from './contentTypeOf.js'
import type { MobileWalletPageConfig } from './MobileWalletPageConfig.js'
import { mobileWalletHeaders } from './mobileWalletHeaders.js'
import { resolvePageFile } from './resolvePageFile.js'

export type CreateMobileWalletHandlerParameters = {
  /** Directory of the built page (`index.html`, `assets/…`). */
  pageDir: string
  /** Served as `/config.json`. */
  config: MobileWalletPageConfig
}

/** Paths answered with `index.html`: the page itself and the `/wc?uri=…` deep link. */
const pagePaths = new Set(['/', '/index.html', '/wc', '/wc/'])

/**
 * Serves the built page read-only: `/config.json`, `index.html` under its deep-link paths and
 * the files of `pageDir`; 404 for anything else, 405 for methods other than GET and HEAD.
 * Every answer carries the page's CSP and `Referrer-Policy: no-referrer`.
 */
export function createMobileWalletHandler({
  pageDir,
  config,
}: CreateMobileWalletHandlerParameters): HttpHandler {
  const configJson = JSON.stringify(config)
  const rootPromise = realpath(pageDir)
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(request, response, 405, { Allow: 'GET, HEAD' })
    }
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (pathname === '/config.json') {
      return send(request, response, 200, jsonHeaders, configJson)
    }
    const file = pagePaths.has(pathname)
      ? join(pageDir, 'index.html')
      : resolvePageFile(pageDir, pathname)
    const body = file === undefined ? undefined : await readPageFile(await rootPromise, file)
    if (file === undefined || body === undefined) return send(request, response, 404)
    return send(request, response, 200, fileHeaders(file, pathname), body)
  }
}

const jsonHeaders = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
}

function fileHeaders(file: string, pathname: string): Record<string, string> {
  return {
    'Content-Type': contentTypeOf(file),
    // Vite names built assets by content hash; the page and its other files are revalidated.
    'Cache-Control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  }
}

/** The bytes of a regular file that really lies under `root` (symlinks resolved), if any. */
async function readPageFile(root: string, file: string): Promise<Buffer | undefined> {
  try {
    const real = await realpath(file)
    if (!real.startsWith(root + sep) || !(await stat(real)).isFile()) return undefined
    return await readFile(real)
  } catch {
    return undefined
  }
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Readonly<Record<string, string>> = {},
  body: string | Buffer = `${status}\n`,
): void {
  response.writeHead(status, {
    ...mobileWalletHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    ...headers,
    'Content-Length': String(Buffer.byteLength(body)),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}
