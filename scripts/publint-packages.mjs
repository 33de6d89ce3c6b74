// publint --strict on every published package, side by side (each packs itself, which is most
// of the time), instead of one `publint` process after another. Run after the build. Prints each
// package's verdict and its messages; exits 1 on any error (in strict mode, warnings are errors).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { publishedPackages } from './kitPackages.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const results = await Promise.all(
  publishedPackages.map(async (name) => {
    const { messages, pkg } = await publint({ pkgDir: join(root, 'packages', name), strict: true })
    return { name: pkg.name ?? name, messages, pkg }
  }),
)
let failed = false
for (const { name, messages, pkg } of results) {
  if (messages.length === 0) {
    console.log(`${name}: all good`)
    continue
  }
  if (messages.some((message) => message.type === 'error')) failed = true
  console.log(`${name}:`)
  for (const message of messages) {
    console.log(`  ${message.type}: ${formatMessage(message, pkg, { color: false })}`)
  }
}
process.exit(failed ? 1 : 0)
