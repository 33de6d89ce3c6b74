import './styles.css'
import { startMobileWallet } from './app/startMobileWallet.js'

void startMobileWallet(window)
