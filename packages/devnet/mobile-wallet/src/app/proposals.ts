import type { ProposalTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { buildSupportedNamespaces } from '../session/buildSupportedNamespaces.js'
import { chainLabel } from '../session/chainLabel.js'
import { listRequestedChains } from '../session/listRequestedChains.js'
import { renderProposalCard } from '../ui/renderProposalCard.js'
import type { AppContext } from './AppContext.js'
import { showSession } from './sessions.js'

/** Shows a session proposal with Approve / Reject, once per id. */
export function showProposal(context: AppContext, proposal: ProposalTypes.Struct): void {
  if (context.proposals.has(proposal.id)) return
  const { metadata } = proposal.proposer
  const chains = listRequestedChains(proposal.requiredNamespaces, proposal.optionalNamespaces)
  const card = renderProposalCard({
    id: proposal.id,
    peer: metadata,
    chains: chains.map((chain) => chainLabel(chain, context.config.chains)),
    pageOrigin: context.pageOrigin,
    onApprove: () => void answerProposal(context, proposal, true),
    onReject: () => void answerProposal(context, proposal, false),
  })
  context.proposals.set(proposal.id, card)
  context.dom.proposals.append(card.element)
  context.report.status(`${metadata.name} wants to connect`)
}

/** Takes a proposal's card off the page (answered or expired). */
export function removeProposal(context: AppContext, id: number): void {
  context.proposals.get(id)?.element.remove()
  context.proposals.delete(id)
}

/**
 * Approves with every chain of the devnet the dapp asked for and both accounts (the first one
 * active), or rejects with `USER_REJECTED`. A proposal that needs chains the wallet does not serve
 * is rejected with `UNSUPPORTED_CHAINS` and the reason shown.
 */
async function answerProposal(
  context: AppContext,
  proposal: ProposalTypes.Struct,
  approve: boolean,
): Promise<void> {
  const card = context.proposals.get(proposal.id)
  card?.setBusy(true)
  context.report.clearError()
  const name = proposal.proposer.metadata.name
  try {
    if (!approve) {
      await context.walletKit.rejectSession({
        id: proposal.id,
        reason: getSdkError('USER_REJECTED'),
      })
      removeProposal(context, proposal.id)
      context.report.status(`Rejected the connection from ${name}`)
      return
    }
    let namespaces: ReturnType<typeof buildApprovedNamespaces>
    try {
      namespaces = buildApprovedNamespaces({
        proposal,
        supportedNamespaces: buildSupportedNamespaces({
          chainIds: context.config.chains.map((chain) => chain.chainId),
          accounts: context.signer.addresses,
          solanaAddress: context.solana.address,
          bitcoinAddress: context.bitcoin.paymentAddress,
          solanaSends: context.config.solanaRpcUrl !== undefined,
          bitcoinSends: context.config.bitcoinEsploraUrl !== undefined,
        }),
      })
    } catch (cause) {
      await context.walletKit.rejectSession({
        id: proposal.id,
        reason: getSdkError('UNSUPPORTED_CHAINS'),
      })
      removeProposal(context, proposal.id)
      throw cause
    }
    context.report.status(`Connecting to ${name}…`)
    const session = await context.walletKit.approveSession({ id: proposal.id, namespaces })
    removeProposal(context, proposal.id)
    showSession(context, session)
    context.report.status(`Connected to ${name}`)
  } catch (error) {
    card?.setBusy(false)
    context.report.error(error)
  }
}
