import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SignInVerifier } from '../api/siwx/SignInVerifier.js'
import { CliUsageError } from '../errors/cli.js'

/**
 * The API's sign-in check from a module of the app's (`--sign-in <module>`, relative to the
 * working directory): its `verifySignIn` export, else its default export. The app's module
 * imports `@kit/siwx/server` itself, so the local stack does not depend on it. A module that
 * exports no function throws `CliUsageError`.
 * @example
 * // sign-in.mjs
 * export const verifySignIn = (input) => verifySignIn({ ...input, verifiers })
 */
export async function loadSignInVerifier(path: string): Promise<SignInVerifier> {
  const loaded = (await import(pathToFileURL(resolve(path)).href)) as Record<string, unknown>
  const verifier = loaded.verifySignIn ?? loaded.default
  if (typeof verifier !== 'function') {
    throw new CliUsageError(`"${path}" exports no verifySignIn function.`)
  }
  return verifier as SignInVerifier
}
