/** The connector id of the embedded wallet, in every adapter and in the saved connection. */
export const EMBEDDED_WALLET_CONNECTOR_ID = 'embedded'
