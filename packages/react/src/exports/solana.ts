// What `@reown/appkit-adapter-solana/react` offers React apps, for the import map.

export {
  type UseSolanaConnectionReturnType,
  useSolanaConnection as useAppKitConnection,
} from '../hooks/useSolanaConnection.js'
export type { SolanaConnection as Connection } from '../types/solanaConnection.js'
