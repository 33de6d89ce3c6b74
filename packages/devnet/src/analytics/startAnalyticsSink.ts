import { listenHttp } from '../http/listenHttp.js'
import { createAnalyticsHandler } from './createAnalyticsHandler.js'

export type StartAnalyticsSinkParameters = {
  /** 0 (the default) picks a free port. */
  port?: number | undefined
  host?: string | undefined
  /** Oldest events are dropped past this count; 1,000 by default. */
  maxEvents?: number | undefined
  /** Larger bodies get 413; 64 KB by default. */
  maxBodyBytes?: number | undefined
}

export type StartAnalyticsSinkReturnType = {
  /** Base URL to give the kit as its analytics URL. */
  url: string
  port: number
  /** A copy of the stored events, oldest first. */
  events: () => unknown[]
  clear: () => void
  stop: () => Promise<void>
}

/**
 * A local analytics endpoint that keeps events in memory so tests can read them back.
 * @example const sink = await startAnalyticsSink({ port: 0 }); await fetch(`${sink.url}/events`)
 */
export async function startAnalyticsSink({
  port = 0,
  host = '127.0.0.1',
  maxEvents = 1_000,
  maxBodyBytes = 64 * 1024,
}: StartAnalyticsSinkParameters = {}): Promise<StartAnalyticsSinkReturnType> {
  const store = { events: [] as unknown[], maxEvents, maxBodyBytes }
  const handler = createAnalyticsHandler(store)
  const http = await listenHttp({ port, host, handler: () => handler })
  return {
    url: http.url,
    port: http.port,
    events: () => [...store.events],
    clear: () => {
      store.events.length = 0
    },
    stop: http.stop,
  }
}
