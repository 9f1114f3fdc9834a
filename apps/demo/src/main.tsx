import { LatchProvider } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { latch, theme } from './latch'
import { injectSampleWalletIfEnabled } from './sampleWalletSwitch'
import './styles.css'

// The sample wallet goes in before Latch starts, as an extension's content script would.
await injectSampleWalletIfEnabled()

// The page follows the theme chosen for Latch (styles.css), so a forced mode is seen against its own colours.
if (theme.mode) document.documentElement.dataset.theme = theme.mode

const root = document.getElementById('root')
if (!root) throw new Error('missing #root')
createRoot(root).render(
  <StrictMode>
    <LatchProvider latch={latch}>
      <App />
    </LatchProvider>
  </StrictMode>,
)
