export { createDeferred, type Deferred } from './createDeferred.js'
export {
  type CreateFakeApiParameters,
  createFakeApi,
  type FakeApi,
  type FakeApiData,
  type FakeApiRequest,
  type FakeFault,
  type FakeRoute,
  httpError,
} from './createFakeApi.js'
export {
  type CreateFakeSiwxParameters,
  createFakeSiwx,
  type FakeSiwx,
} from './createFakeSiwx.js'
export {
  type CreateMemoryStorageParameters,
  createMemoryStorage,
  type MemoryStorage,
} from './createMemoryStorage.js'
export {
  type CreateMockAdapterParameters,
  createMockAdapter,
  type MockAdapter,
  type MockMethod,
  type MockOptionalMethod,
  type MockOutcome,
} from './createMockAdapter.js'
export {
  type CreateTransactionParameters,
  createBalances,
  createCatalogue,
  createCatalogueWallet,
  createTransaction,
  createWalletAssets,
} from './fakeApiData.js'
export { findBarrelValueImports, listShippedSources } from './findBarrelValueImports.js'
export {
  createFakeSession,
  createFakeUniversalProvider,
  createTwoNamespaceSession,
  type FakeConnectOptions,
  type FakePairing,
  type FakeSession,
  type FakeSessionNamespace,
  type FakeUniversalProvider,
  fakePairingUri,
  otherSessionAddress,
  sessionAddress,
  solanaMainnetId,
  solanaSessionAddress,
  testWalletConnectContext,
} from './walletConnect/createFakeUniversalProvider.js'
export {
  type CreateFakeWalletConnectSessionParameters,
  createFakeWalletConnectSession,
  type FakeWalletConnectSession,
} from './walletConnect/createFakeWalletConnectSession.js'
export {
  type CreateWalletConnectTestAdapterParameters,
  createWalletConnectTestAdapter,
  testSolanaNetwork,
  type WalletConnectTestAdapter,
} from './walletConnect/createWalletConnectTestAdapter.js'
export {
  type FakeWalletConnectSdk,
  useFakeWalletConnectSdk,
} from './walletConnect/useFakeWalletConnectSdk.js'
