// AppKit's legacy SIWE shapes, as core reads them (`createAppKit({ siweConfig })` maps them).
export type {
  SiweConfigInput,
  SiweCreateMessageArgs,
  SiweMessageArgs,
  SiweMethods,
  SiweOptions,
  SiweSession,
} from '@kit/core/modules/types/siwe'
