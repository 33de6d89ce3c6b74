// Retry-After as SECURITY F02 reads it, for adapters' RPC reads (the API client's own rules).
export { parseRetryAfter } from '@kit/blockchain-api/modules/utils/parseRetryAfter'
