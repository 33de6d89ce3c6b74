import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import './demo.css'

// The React the page runs on, for the e2e tests that build the demo against React 18 too.
document.documentElement.dataset.reactVersion = version

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
