import type { ApiClient } from '../createApiClient.js'
import type { OnrampOptionsResponse } from '../types/onramp.js'
import { isAbortError } from '../utils/isAbortError.js'
import type { RequestOptions } from '../utils/request.js'
import { defaultOnrampOptions } from './defaultOnrampOptions.js'
import { getOnrampOptions } from './getOnrampOptions.js'

/**
 * `getOnrampOptions`, or a copy of `defaultOnrampOptions` when it fails for any reason but an
 * abort (SPEC §7: on failure a built-in default list is used).
 */
export async function getOnrampOptionsOrDefault(
  client: ApiClient,
  { signal }: RequestOptions = {},
): Promise<OnrampOptionsResponse> {
  try {
    return await getOnrampOptions(client, { signal })
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error
    return structuredClone(defaultOnrampOptions)
  }
}
