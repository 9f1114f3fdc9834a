import { createRoot } from 'react-dom/client'

// The floor: React alone with a button.
createRoot(document.getElementById('root') as HTMLElement).render(
  <button type="button">Connect Wallet</button>,
)
