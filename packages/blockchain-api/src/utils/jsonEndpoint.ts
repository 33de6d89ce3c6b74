import type { ApiClient } from '../createApiClient.js'
import { readCache, writeCache } from './cache.js'
import { type RequestOptions, type RequestParameters, requestJson } from './request.js'
import { type Parser, parse } from './schema.js'
import { wrapFailure } from './wrapFailure.js'

/** An endpoint action: the client, the endpoint's parameters, and an abort signal. */
export type JsonEndpoint<P, R> = (
  client: ApiClient,
  parameters: P,
  options?: RequestOptions,
) => Promise<R>

export type JsonEndpointOptions<P> = {
  /** Keeps each parsed answer in the client's cache under `key(parameters)` for `ttl` ms. */
  cache?: { key: (parameters: P) => string; ttl: number } | undefined
  /** The endpoint's own error for any failure but an abort, with the original as `cause`. */
  failure?: ((cause: unknown) => Error) | undefined
}

/**
 * An endpoint action that sends the request `toRequest` builds from its parameters and parses the
 * JSON answer with `parser`; optionally cached per parameters, and failing with its own error.
 */
export function jsonEndpoint<P, R>(
  parser: Parser<R>,
  toRequest: (parameters: P, client: ApiClient) => Omit<RequestParameters, 'signal'>,
  { cache, failure }: JsonEndpointOptions<P> = {},
): JsonEndpoint<P, R> {
  return async (client, parameters, { signal } = {}) => {
    const key = cache?.key(parameters)
    const cached = key === undefined ? undefined : readCache<R>(client, key)
    if (cached) return cached
    try {
      const body = await requestJson(client, { ...toRequest(parameters, client), signal })
      const value = parse(body, parser)
      if (cache && key !== undefined) writeCache(client, key, value, cache.ttl)
      return value
    } catch (error) {
      throw failure ? wrapFailure(error, signal, failure) : error
    }
  }
}
