export { default as ChooseAccountNameView } from './ChooseAccountNameView/ChooseAccountNameView.js'
export { default as RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView/RegisterAccountNameSuccessView.js'
export { default as RegisterAccountNameView } from './RegisterAccountNameView/RegisterAccountNameView.js'
