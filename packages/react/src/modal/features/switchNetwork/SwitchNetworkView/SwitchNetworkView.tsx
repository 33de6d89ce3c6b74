import type { CaipNetwork, Kit } from '@kit/core'
import { findConnector } from '@kit/core/modules/actions/findConnector'
import { getNetworkImageSrc } from '@kit/core/modules/actions/getNetworkImageSrc'
import { replaceView } from '@kit/core/modules/actions/replaceView'
import { shakeModal } from '@kit/core/modules/actions/shakeModal'
import { getState } from '@kit/core/modules/actions/state'
import { switchNetwork } from '@kit/core/modules/actions/switchNetwork'
import { isUserRejection } from '@kit/core/modules/utils/isUserRejection'
import { useEffect, useRef, useState } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { useI18n } from '../../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { NetworkBadge } from '../../../NetworkBadge/NetworkBadge.js'
import { Notice } from '../../../Notice/Notice.js'
import { Button } from '../../../primitives/Button/Button.js'
import { Image } from '../../../primitives/Image/Image.js'
import { Ring } from '../../../primitives/Ring/Ring.js'
import { Spinner } from '../../../primitives/Spinner/Spinner.js'
import { Text } from '../../../primitives/Text/Text.js'
import { displayName } from '../../../utils/displayName.js'
import { errorMessage } from '../../../utils/errorMessage.js'
import { catalogue } from '../messages/catalogue.js'
import { leaveSwitchNetwork } from './leaveSwitchNetwork.js'
import switchNetworkViewCss from './SwitchNetworkView.css?inline'

adoptStyles(
  'modal/features/switchNetwork/SwitchNetworkView/SwitchNetworkView.css',
  switchNetworkViewCss,
)

type Attempt = { status: 'waiting' } | { status: 'declined' } | { status: 'failed'; error: unknown }

/**
 * The wallet being asked: over WalletConnect the connector is only the protocol, so the session's
 * peer (what the wallet said of itself); otherwise its connector, else that peer information.
 */
function readWallet(kit: Kit, network: CaipNetwork | undefined) {
  const namespace = network?.chainNamespace ?? kit.stores.chains.activeNamespace
  const account = namespace ? kit.stores.chains.namespaces[namespace]?.account : undefined
  const connector = account?.connectorId
    ? findConnector(kit, { connectorId: account.connectorId, namespace })
    : undefined
  const info = account?.connectedWalletInfo
  const peer = connector?.type === 'WALLET_CONNECT' ? info : undefined
  return {
    name: peer?.name ?? connector?.name ?? info?.name,
    icon: peer?.icon ?? connector?.imageUrl ?? info?.icon,
  }
}

/**
 * Asks the connected wallet to move to `data.network` and says to approve it there (a phone
 * over WalletConnect, or an external wallet): the wallet's icon in a turning ring, the network,
 * then Try again after a refusal. Once switched it goes back (see `leaveSwitchNetwork`).
 */
export default function SwitchNetworkView({ kit }: { kit: Kit }) {
  const [network] = useState(() => getState(kit, 'router').data?.network as CaipNetwork | undefined)
  const [wallet] = useState(() => readWallet(kit, network))
  const [attempt, setAttempt] = useState<Attempt>({ status: 'waiting' })
  const { t: modalT } = useI18n()
  const { t, tParts } = useFeatureTranslator(catalogue)
  const asked = useRef(false)
  const ask = async () => {
    if (!network) return
    setAttempt({ status: 'waiting' })
    try {
      await switchNetwork(kit, { network })
      leaveSwitchNetwork(kit)
    } catch (error) {
      shakeModal(kit)
      setAttempt(isUserRejection(error) ? { status: 'declined' } : { status: 'failed', error })
    }
  }
  // The wallet is asked once, when the view opens (twice-run effects in development too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once, on open
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    void ask()
  }, [])
  if (!network)
    return (
      <div className="kit-switch-network">
        <Notice icon="network" text={modalT('unsupported.text')} />
        <Button variant="secondary" onClick={() => replaceView(kit, { view: 'Networks' })}>
          {modalT('title.networks')}
        </Button>
      </div>
    )
  const networkName = displayName(network.name, modalT('account.unknownNetwork'))
  const walletName = displayName(wallet.name, modalT('wallet.yours'))
  const waiting = attempt.status === 'waiting'
  return (
    <div
      className="kit-switch-network"
      data-testid="kit-switch-network"
      data-status={attempt.status}
    >
      <div className="kit-switch-network__images">
        <Ring state={waiting ? 'waiting' : 'error'}>
          <Image src={wallet.icon} size={80} />
        </Ring>
        <span className="kit-switch-network__network">
          <NetworkBadge network={network} src={getNetworkImageSrc(kit, { network })} />
        </span>
      </div>
      <div className="kit-switch-network__text" role="status" aria-live="polite">
        <Text
          size={16}
          weight={600}
          align="center"
          className="kit-switch-network__title"
          data-testid="kit-switch-network-title"
        >
          {waiting && <Spinner size={16} />}
          <span>
            {t(
              waiting
                ? 'switchNetwork.approve'
                : attempt.status === 'declined'
                  ? 'switchNetwork.declined'
                  : 'switchNetwork.failed',
            )}
          </span>
        </Text>
        <Text size={14} tone="muted" align="center" data-testid="kit-switch-network-text">
          {attempt.status === 'waiting'
            ? tParts('switchNetwork.approveText', {
                network: <bdi key="network">{networkName}</bdi>,
                wallet: <bdi key="wallet">{walletName}</bdi>,
              })
            : attempt.status === 'declined'
              ? t('switchNetwork.declinedText')
              : errorMessage(attempt.error, modalT('common.somethingWentWrong'))}
        </Text>
      </div>
      {!waiting && (
        <Button icon="refresh" data-testid="kit-switch-network-retry" onClick={() => void ask()}>
          {modalT('common.tryAgain')}
        </Button>
      )}
    </div>
  )
}
