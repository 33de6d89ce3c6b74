/** Program ids (base58) the local Solana RPC uses and parses. */
export const systemProgramId = '11111111111111111111111111111111'
export const tokenProgramId = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const token2022ProgramId = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const associatedTokenProgramId = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
export const computeBudgetProgramId = 'ComputeBudget111111111111111111111111111111'
