// The modal's own modules, so bundlers give this chunk the modal's set of shared modules and do
// not split the code before first paint into more files (see featureViews.ts).
import '../../Modal.js'

export { default as ChooseAccountNameView } from './ChooseAccountNameView/ChooseAccountNameView.js'
export { default as RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView/RegisterAccountNameSuccessView.js'
export { default as RegisterAccountNameView } from './RegisterAccountNameView/RegisterAccountNameView.js'
