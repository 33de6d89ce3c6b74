/** Core's check, which every adapter shares. */
export { isUserRejection } from '@kit/core/modules/utils/isUserRejection'
