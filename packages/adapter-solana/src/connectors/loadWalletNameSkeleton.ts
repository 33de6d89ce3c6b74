// The confusables table behind lookalike-name checks, loaded once a second wallet registers so it
// stays out of the page's first paint.
export { walletNameSkeleton } from '@kit/core/modules/utils/walletNameSkeleton'
