/** Catalogue page size of AllWallets (SPEC §9). */
export const walletPageSize = 40
/** Results of one catalogue search (SPEC §9). */
export const walletSearchEntries = 100
/** Featured wallets shown on the Connect view (SPEC §9). */
export const featuredWalletsMax = 4
/** Recent wallets kept (SPEC §9). */
export const recentWalletsMax = 2
/** Catalogue images preloaded when AllWallets opens (SPEC §9). */
export const walletImagePreloadCount = 20
/** Catalogue wallets recommended on the Connect view after the other sections. */
export const recommendedWalletsMax = 4
