/** The placeholder address of the native currency in the convert and price endpoints. */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const
