import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** Serves a built app on 127.0.0.1 at a free port; unknown paths get index.html. */
export async function serveStatic(dir) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname))
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path)
    try {
      const body = await readFile(file.startsWith(dir) ? file : join(dir, 'index.html'))
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
      })
      response.end(body)
    } catch {
      response.writeHead(200, { 'content-type': types['.html'] })
      response.end(await readFile(join(dir, 'index.html')))
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
