export { default as AccountSettingsView } from './AccountSettingsView/AccountSettingsView.js'
