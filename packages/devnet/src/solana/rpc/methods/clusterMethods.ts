import { VersionedMessage } from '@solana/web3.js'
import { SolanaRpcError } from '../../../errors/solana.js'
import { computeBudgetProgramId, systemProgramId } from '../../solanaProgramIds.js'
import { invalidParams, isAddress, readConfig, readCount, readString } from '../params.js'
import { type RpcMethod, solanaCoreVersion, withContext } from '../RpcContext.js'

const lamportsPerSignature = 5_000
const slotsPerEpoch = 432_000

/** Node, slot, epoch and fee methods. */
export const clusterMethods: Record<string, RpcMethod> = {
  getGenesisHash: (_, context) => context.genesisHash,
  getVersion: () => ({ 'solana-core': solanaCoreVersion }),
  getHealth: () => 'ok',
  getSlot: (_, context) => context.ledger.slot(),
  getBlockHeight: (_, context) => context.ledger.blockHeight(),
  getTransactionCount: (_, context) => context.ledger.transactionCount(),
  getFirstAvailableBlock: () => 0,
  minimumLedgerSlot: () => 0,
  getBlockTime: (params, context) => {
    const slot = readCount(params, 0, 'slot')
    const time = context.ledger.slotTime(slot)
    if (time === undefined)
      throw new SolanaRpcError({ code: -32004, message: `Block not available for slot ${slot}` })
    return time
  },
  // No fee market locally: every recent slot asked no priority fee.
  getRecentPrioritizationFees: (params, context) => {
    const accounts = params[0]
    if (accounts !== undefined && (!Array.isArray(accounts) || !accounts.every(isAddress)))
      throw invalidParams('Invalid params: expected an array of base58 addresses')
    const slot = context.ledger.slot()
    return Array.from({ length: Math.min(150, slot + 1) }, (_, index) => ({
      prioritizationFee: 0,
      slot: slot - index,
    })).reverse()
  },
  getEpochInfo: (_, context) => {
    const slot = context.ledger.slot()
    return {
      absoluteSlot: slot,
      blockHeight: context.ledger.blockHeight(),
      epoch: Math.floor(slot / slotsPerEpoch),
      slotIndex: slot % slotsPerEpoch,
      slotsInEpoch: slotsPerEpoch,
      transactionCount: context.ledger.transactionCount(),
    }
  },
  getEpochSchedule: () => ({
    firstNormalEpoch: 0,
    firstNormalSlot: 0,
    leaderScheduleSlotOffset: slotsPerEpoch,
    slotsPerEpoch,
    warmup: false,
  }),
  getLatestBlockhash: (params, context) => {
    readConfig(params, 0)
    return withContext(context, context.ledger.latestBlockhash())
  },
  isBlockhashValid: (params, context) => {
    const blockhash = readString(params, 0, 'blockhash')
    readConfig(params, 1)
    return withContext(context, context.ledger.isBlockhashValid(blockhash))
  },
  getMinimumBalanceForRentExemption: (params, context) => {
    const size = readCount(params, 0, 'data length')
    if (size > 10 * 1024 * 1024) throw invalidParams('Invalid params: data length is over 10 MiB')
    return Number(context.ledger.svm.minimumBalanceForRentExemption(BigInt(size)))
  },
  getFeeForMessage: (params, context) => {
    const encoded = readString(params, 0, 'message')
    readConfig(params, 1)
    let message: VersionedMessage
    try {
      message = VersionedMessage.deserialize(Buffer.from(encoded, 'base64'))
    } catch (cause) {
      throw invalidParams(`invalid message: ${(cause as Error).message}`)
    }
    if (!context.ledger.isBlockhashValid(message.recentBlockhash)) return withContext(context, null)
    return withContext(context, feeForMessage(message))
  },
}

// Programs whose instructions reserve 3,000 compute units when no limit is set (others 200,000).
const builtinPrograms = new Set([
  systemProgramId,
  computeBudgetProgramId,
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
])

/** The signature fee plus the priority fee a message's compute-budget instructions ask for. */
export function feeForMessage(message: VersionedMessage): number {
  const keys = message.staticAccountKeys.map((key) => key.toBase58())
  let unitLimit: number | undefined
  let microLamports = 0n
  let defaultUnits = 0
  for (const instruction of message.compiledInstructions) {
    const program = keys[instruction.programIdIndex] ?? ''
    defaultUnits += builtinPrograms.has(program) ? 3_000 : 200_000
    if (program !== computeBudgetProgramId) continue
    const data = instruction.data
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === 2 && data.length >= 5) unitLimit = view.getUint32(1, true)
    if (data[0] === 3 && data.length >= 9) microLamports = view.getBigUint64(1, true)
  }
  const units = BigInt(Math.min(unitLimit ?? defaultUnits, 1_400_000))
  const priority = (microLamports * units + 999_999n) / 1_000_000n
  return lamportsPerSignature * message.header.numRequiredSignatures + Number(priority)
}
