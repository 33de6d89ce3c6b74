// The client factory alone: what an app's first paint needs, without any endpoint.
export {
  type ApiClient,
  type CreateApiClientParameters,
  createApiClient,
} from '../createApiClient.js'
