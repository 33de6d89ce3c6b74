import { useAppKitAccount } from '@kit/react'
import { useCallback, useEffect, useState } from 'react'
import { demoSignIn } from '../appKit.js'
import type { DemoSignIn } from '../siwx/createDemoSiwx.js'

type Status =
  | { kind: 'checking' }
  | { kind: 'signedIn'; address: string; chainId: string }
  | { kind: 'signedOut' }
  | { kind: 'error'; message: string }

/** `namespace:reference:address` → its chain id and address. */
function splitCaipAddress(caipAddress: string): { chainId: string; address: string } {
  const parts = caipAddress.split(':')
  return { chainId: parts.slice(0, 2).join(':'), address: parts.slice(2).join(':') }
}

/**
 * With `?siwx=` or `?siwe=legacy`: whether the connected account is signed in, as the local API says. "Signed in"
 * shows only after the API served the account's session (kept only once its sign-in check verified
 * it) and the session verified here again; "not signed in" otherwise.
 */
export function SignInPanel() {
  if (!demoSignIn) return null
  return <SignInStatus siwx={demoSignIn} />
}

function SignInStatus({ siwx }: { siwx: DemoSignIn }) {
  const { caipAddress } = useAppKitAccount()
  const [status, setStatus] = useState<Status>({ kind: 'signedOut' })

  const check = useCallback(async () => {
    if (!caipAddress) {
      setStatus({ kind: 'signedOut' })
      return
    }
    const { chainId, address } = splitCaipAddress(caipAddress)
    setStatus({ kind: 'checking' })
    try {
      const [session] = await siwx.storage.get(chainId, address)
      setStatus(
        session
          ? {
              kind: 'signedIn',
              address: session.data.accountAddress,
              chainId: session.data.chainId,
            }
          : { kind: 'signedOut' },
      )
    } catch (cause) {
      setStatus({ kind: 'error', message: (cause as Error).message.split('\n')[0] ?? '' })
    }
  }, [caipAddress, siwx])

  useEffect(() => {
    void check()
    return siwx.subscribe(() => void check())
  }, [check, siwx])

  return (
    <section className="demo__card" data-testid="demo-signin">
      <h2>Sign-in</h2>
      <p className="demo__note">
        Sessions are verified and kept by the local API (
        <code data-testid="demo-signin-api">{siwx.apiUrl}</code>); this asks it for the connected
        account's session.
      </p>
      <p data-testid="demo-signin-status" data-status={status.kind}>
        {status.kind === 'signedIn'
          ? `signed in as ${status.address} on ${status.chainId}`
          : status.kind === 'checking'
            ? 'checking…'
            : status.kind === 'error'
              ? `could not ask the API: ${status.message}`
              : 'not signed in'}
      </p>
      <div className="demo__row">
        <button type="button" data-testid="demo-signin-check" onClick={() => void check()}>
          Check again
        </button>
      </div>
    </section>
  )
}
