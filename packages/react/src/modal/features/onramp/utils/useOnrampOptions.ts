import type { Kit } from '@kit/core'
import { loadOnrampOptions } from '@kit/core/modules/features/onramp/loadOnrampOptions'
import { useEffect } from 'react'
import { useOnrampState } from './useOnrampState.js'

/**
 * The Buy feature's state, with the onramp's options loaded whenever they are missing: on first
 * use, and again after a change of account or network put the state back to its start.
 */
export function useOnrampOptions(kit: Kit) {
  const state = useOnrampState(kit)
  const missing = state.options === undefined && !state.optionsLoading
  useEffect(() => {
    if (missing) void loadOnrampOptions(kit)
  }, [kit, missing])
  return state
}
