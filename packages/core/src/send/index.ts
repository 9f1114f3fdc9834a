// What only the send views use (`@latch/core/send`), out of the main entry's first paint.

export { checkSendForm } from './checkSendForm'
export { estimateSendFee } from './estimateSendFee'
export { fromBaseUnits } from './fromBaseUnits'
export { maxSendAmount } from './maxSendAmount'
export { reviewSend } from './reviewSend'
export { sendAsset } from './sendAsset'
export { type SendableToken, sendableTokens } from './sendableTokens'
export { sendTotalUsd, usdValue } from './sendTotalUsd'
export { toBaseUnits } from './toBaseUnits'
export { updateSendForm } from './updateSendForm'
export { validateRecipient } from './validateRecipient'
export { PENDING_SEND_MAX_CHECKS, watchTransaction } from './watchTransaction'
