const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1f3a8a"/><path d="M16 22a6 6 0 0 1 6-6h24a2 2 0 0 1 2 2v4H22a2 2 0 0 0 0 4h28a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H22a6 6 0 0 1-6-6z" fill="#fff"/><circle cx="42" cy="36" r="3" fill="#1f3a8a"/></svg>'

/** The sample wallet's icon as an EIP-6963 data URI (no request leaves the page). */
export const sampleWalletIcon = `data:image/svg+xml;base64,${btoa(svg)}`
