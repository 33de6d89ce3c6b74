import type { RelayHub } from './createRelayHub.js'
import { InvalidRelayParamsError } from './errors.js'
import { messageData } from './messageData.js'
import {
  type PublishParams,
  parseAttestation,
  parseList,
  parseMessage,
  parseObject,
  parsePublishParams,
  parseTag,
  parseTopic,
  parseTtl,
} from './parseRelayParams.js'
import type { RelayConnection } from './RelayConnection.js'
import { sessionTags } from './sessionTags.js'

export type RelayMethodContext = {
  hub: RelayHub
  connection: RelayConnection
  /** Queues work to run once the reply is sent, so a subscribe result comes before its replay. */
  after: (task: () => void) => void
}

/** Handles one request's params and returns its result; throws a `RelayRpcError` to refuse. */
export type RelayMethod = (context: RelayMethodContext, params: unknown) => unknown

const subscribe = ({ hub, connection, after }: RelayMethodContext, topic: string): string => {
  const id = hub.subscribe(connection, topic)
  after(() => hub.replay(connection, topic))
  return id
}

const publish = (
  { hub, connection }: RelayMethodContext,
  { tag, ...params }: PublishParams,
  defaultTag = 0,
): void => {
  hub.publish(connection, { ...params, tag: tag ?? defaultTag })
}

const parseUnsubscribe = (value: unknown, field = 'params') => {
  const object = parseObject(value, field)
  const at = (name: string) => (field === 'params' ? name : `${field}.${name}`)
  const topic = parseTopic(object.topic, at('topic'))
  if (typeof object.id !== 'string')
    throw new InvalidRelayParamsError({ details: `${at('id')} must be a string` })
  return topic
}

/** The relay JSON-RPC methods, by name. */
export const relayMethods: ReadonlyMap<string, RelayMethod> = new Map<string, RelayMethod>([
  ['irn_subscribe', (context, params) => subscribe(context, parseTopic(parseObject(params).topic))],
  [
    'irn_batchSubscribe',
    (context, params) =>
      parseList(parseObject(params).topics, 'topics', parseTopic).map((topic) =>
        subscribe(context, topic),
      ),
  ],
  [
    'irn_unsubscribe',
    ({ hub, connection }, params) => {
      hub.unsubscribe(connection, parseUnsubscribe(params))
      return true
    },
  ],
  [
    'irn_batchUnsubscribe',
    ({ hub, connection }, params) => {
      const topics = parseList(parseObject(params).subscriptions, 'subscriptions', parseUnsubscribe)
      for (const topic of topics) hub.unsubscribe(connection, topic)
      return true
    },
  ],
  [
    'irn_publish',
    (context, params) => {
      publish(context, parsePublishParams(params))
      return true
    },
  ],
  [
    'irn_batchPublish',
    (context, params) => {
      const messages = parseList(parseObject(params).messages, 'messages', parsePublishParams)
      for (const message of messages) publish(context, message)
      return true
    },
  ],
  [
    'irn_batchFetchMessages',
    ({ hub, connection }, params) => {
      const topics = parseList(parseObject(params).topics, 'topics', parseTopic)
      return { messages: hub.fetch(connection, topics).map(messageData), hasMore: false }
    },
  ],
  [
    'wc_proposeSession',
    (context, params) => {
      const object = parseObject(params)
      const pairingTopic = parseTopic(object.pairingTopic, 'pairingTopic')
      const proposal = {
        topic: pairingTopic,
        message: parseMessage(object.sessionProposal, 'sessionProposal'),
        ttl: parseTtl(object.ttl),
        tag: parseTag(object.tag),
        attestation: parseAttestation(object.attestation),
      }
      subscribe(context, pairingTopic)
      publish(context, proposal, sessionTags.proposal)
      return true
    },
  ],
  [
    'wc_approveSession',
    (context, params) => {
      const object = parseObject(params)
      const sessionTopic = parseTopic(object.sessionTopic, 'sessionTopic')
      const pairingTopic = parseTopic(object.pairingTopic, 'pairingTopic')
      const ttl = parseTtl(object.ttl)
      const attestation = parseAttestation(object.attestation)
      const response = parseMessage(object.sessionProposalResponse, 'sessionProposalResponse')
      const settlement = parseMessage(object.sessionSettlementRequest, 'sessionSettlementRequest')
      subscribe(context, sessionTopic)
      publish(
        context,
        { topic: pairingTopic, message: response, ttl, tag: undefined, attestation },
        sessionTags.proposalResponse,
      )
      publish(
        context,
        { topic: sessionTopic, message: settlement, ttl, tag: undefined, attestation },
        sessionTags.settlement,
      )
      return true
    },
  ],
])
