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
