export { default as TransactionsView } from './TransactionsView/TransactionsView.js'
