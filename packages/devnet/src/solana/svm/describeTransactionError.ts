import type { FailedTransactionMetadata } from 'litesvm'

/** A transaction error as the RPC writes it: a name, or `{ Name: fields }`. */
export type TransactionErrorJson = string | Record<string, unknown>

/** The JSON form of a failed transaction's error and the sentence a validator prints for it. */
export type DescribedTransactionError = { json: TransactionErrorJson; message: string }

// The order of litesvm's `TransactionErrorFieldless` and `InstructionErrorFieldless` enums.
const transactionErrors = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const instructionErrors = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

// The validator's sentences (Agave's `Display`) for the errors a dapp meets most.
const transactionMessages: Record<string, string> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  InvalidAccountIndex: 'Transaction contains an invalid account reference',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidProgramForExecution: 'This program may not be used for executing instructions',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  UnsupportedVersion: 'Transaction version is unsupported',
  InvalidWritableAccount: 'Transaction loads a writable account that cannot be written',
  TooManyAccountLocks: 'Transaction locked too many accounts',
  AddressLookupTableNotFound: "Transaction loads an address table account that doesn't exist",
  InvalidRentPayingAccount:
    'Transaction leaves an account with a lower balance than rent-exempt minimum',
}

const instructionMessages: Record<string, string> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  AccountNotExecutable: 'instruction expected an executable account',
  MissingAccount: 'An account required by the instruction is missing',
  InvalidSeeds: 'Provided seeds do not result in a valid address',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
  PrivilegeEscalation: 'Cross-program invocation with unauthorized signer or writable account',
  ProgramFailedToComplete: 'Program failed to complete',
  IncorrectAuthority: 'Incorrect authority provided',
  InvalidAccountOwner: 'Invalid account owner',
  ArithmeticOverflow: 'Program arithmetic overflowed',
  IllegalOwner: 'Provided owner is not allowed',
}

/** A transaction error by name (the errors the RPC raises itself, e.g. `BlockhashNotFound`). */
export function namedTransactionError(
  name: (typeof transactionErrors)[number],
): DescribedTransactionError {
  return { json: name, message: transactionMessages[name] ?? name }
}

type LitesvmError = ReturnType<FailedTransactionMetadata['err']>

/** litesvm's error object, written as the RPC writes `TransactionError`. */
export function describeTransactionError(error: LitesvmError): DescribedTransactionError {
  if (typeof error === 'number')
    return namedTransactionError(transactionErrors[error] ?? 'SanitizeFailure')
  const fields = error as unknown as {
    index?: number
    accountIndex?: number
    err?: () => unknown
  }
  const kind = error.constructor.name
  if (kind.endsWith('InstructionError') && typeof fields.err === 'function') {
    const index = fields.index ?? 0
    const inner = describeInstructionError(fields.err())
    return {
      json: { InstructionError: [index, inner.json] },
      message: `Error processing Instruction ${index}: ${inner.message}`,
    }
  }
  if (kind.endsWith('DuplicateInstruction')) {
    const index = fields.index ?? 0
    return {
      json: { DuplicateInstruction: index },
      message: `Transaction contains a duplicate instruction (${index}) that is not allowed`,
    }
  }
  const accountIndex = fields.accountIndex ?? 0
  if (kind.endsWith('InsufficientFundsForRent'))
    return {
      json: { InsufficientFundsForRent: { account_index: accountIndex } },
      message: `Transaction results in an account (${accountIndex}) with insufficient funds for rent`,
    }
  return {
    json: { ProgramExecutionTemporarilyRestricted: { account_index: accountIndex } },
    message: `Execution of the program referenced by account at index ${accountIndex} is temporarily restricted.`,
  }
}

function describeInstructionError(error: unknown): { json: unknown; message: string } {
  if (typeof error === 'number') {
    const name = instructionErrors[error] ?? 'GenericError'
    return { json: name, message: instructionMessages[name] ?? name }
  }
  const fields = error as { code?: number; msg?: string }
  if (typeof fields.code === 'number')
    return {
      json: { Custom: fields.code },
      message: `custom program error: 0x${fields.code.toString(16)}`,
    }
  const text = fields.msg ?? ''
  return {
    json: { BorshIoError: text },
    message: `Failed to serialize or deserialize account data: ${text}`,
  }
}
