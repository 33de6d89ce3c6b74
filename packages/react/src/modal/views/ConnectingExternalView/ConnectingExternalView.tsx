import { closeModal, getState, isUserRejection, type Kit, replaceView, shakeModal } from '@kit/core'
import { useEffect, useState } from 'react'
import { Notice } from '../../Notice/Notice.js'
import { Button } from '../../primitives/Button/Button.js'
import { Image } from '../../primitives/Image/Image.js'
import { Ring } from '../../primitives/Ring/Ring.js'
import { Text } from '../../primitives/Text/Text.js'
import { connectOnce } from '../../utils/connectOnce.js'
import { displayName } from '../../utils/displayName.js'
import { errorMessage } from '../../utils/errorMessage.js'
import './ConnectingExternalView.css'

type Failure = { rejected: boolean; message: string }

/** Asks the chosen wallet to connect, and says what happened. */
export default function ConnectingExternalView({ kit }: { kit: Kit }) {
  // The connector belongs to this view for its whole life, even while it fades out.
  const [connector] = useState(() => getState(kit, 'router').data?.connector)
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<Failure>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt asks the wallet again
  useEffect(() => {
    // Effects run again when a hidden modal is revealed; a view that is fading out (or was left
    // behind when the modal closed) must not ask the wallet again.
    if (!connector || getState(kit, 'router').view !== 'ConnectingExternal') return
    let active = true
    setFailure(undefined)
    connectOnce(kit, connector.id).then(
      () => active && closeModal(kit),
      (error: unknown) => {
        if (!active) return
        const rejected = isUserRejection(error)
        setFailure({
          rejected,
          message: rejected ? 'You declined the request in your wallet.' : errorMessage(error),
        })
        shakeModal(kit)
      },
    )
    return () => {
      active = false
    }
  }, [kit, connector, attempt])
  if (!connector)
    return (
      <div className="kit-connecting">
        <Notice icon="wallet" title="No wallet selected" text="Pick the wallet to connect with." />
        <Button variant="secondary" onClick={() => replaceView(kit, 'Connect')}>
          See wallets
        </Button>
      </div>
    )
  const name = displayName(connector.name, 'your wallet')
  return (
    <div className="kit-connecting">
      <Ring state={failure ? 'error' : 'waiting'}>
        <Image src={connector.imageUrl} size={80} />
      </Ring>
      <div className="kit-connecting__text" role="status" aria-live="polite">
        <Text size={16} weight={600} align="center" className="kit-connecting__title">
          {failure ? (
            failure.rejected ? (
              'Connection declined'
            ) : (
              'Connection failed'
            )
          ) : (
            <>
              Continue in <bdi>{name}</bdi>
            </>
          )}
        </Text>
        <Text size={14} tone="muted" align="center" className="kit-connecting__subtitle">
          {failure ? failure.message : 'Accept the connection request in your wallet'}
        </Text>
      </div>
      {failure && (
        <Button data-testid="kit-connecting-retry" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      )}
    </div>
  )
}
