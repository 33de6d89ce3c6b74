export {
  type CreateFakeApiParameters,
  createFakeApi,
  type FakeApi,
  type FakeApiRequest,
  type FakeFault,
} from './createFakeApi.js'
export {
  type CreateMemoryStorageParameters,
  createMemoryStorage,
  type MemoryStorage,
} from './createMemoryStorage.js'
export {
  type CreateMockAdapterParameters,
  createMockAdapter,
  type Deferred,
  type MockAdapter,
  type MockMethod,
  type MockOptionalMethod,
  type MockOutcome,
} from './createMockAdapter.js'
export {
  type CreateTransactionParameters,
  createBalances,
  createCatalogue,
  createTransaction,
  createWalletAssets,
} from './fakeApiData.js'
