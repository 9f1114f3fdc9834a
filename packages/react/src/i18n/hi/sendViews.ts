import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'भेजें', WalletSendPreview: 'भेजने की समीक्षा करें' },
  sendButton: 'भेजें',
  token: 'टोकन',
  select: selectTokenList,
  recipient: 'प्राप्तकर्ता',
  recipientPlaceholder: 'पता (0x…)',
  recipientPlaceholderWithNames: 'पता (0x…) या नाम (ada.eth)',
  amount: 'राशि',
  max: 'अधिकतम',
  maxLabel: 'अधिकतम राशि',
  balance: (amount, symbol) => `बैलेंस: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'नेटवर्क शुल्क की गति',
    slow: 'धीमा',
    normal: 'सामान्य',
    fast: 'तेज़',
  },
  continue: 'जारी रखें',
  loadingTokens: 'आपके टोकन लोड हो रहे हैं…',
  problems: {
    noToken: 'इस नेटवर्क पर अभी भेजने के लिए कुछ नहीं है।',
    noRecipient: 'जिसे भेज रहे हैं, उसका पता डालें।',
    invalidRecipient: (network) => `यह ${network} पर मान्य पता नहीं है।`,
    namesNotSupported: 'इस नेटवर्क पर अभी नाम सपोर्ट नहीं होते। जिसे भेज रहे हैं, उसका पता डालें।',
    badChecksum: (checksummed) =>
      `लगता है यह पता गलत टाइप हुआ है: इसके बड़े अक्षर मेल नहीं खाते। प्राप्तकर्ता से इसकी जाँच करें। सही रूप ${checksummed} होगा।`,
    empty: 'राशि डालें।',
    notANumber: 'राशि संख्या में डालें, जैसे 25 या 0.5।',
    tooManyDecimals: (symbol, decimals) => `${symbol} में अधिकतम ${decimals} दशमलव स्थान होते हैं।`,
    zero: 'शून्य से अधिक राशि डालें।',
    insufficientBalance: (symbol, native) =>
      native
        ? `इसे भेजने और नेटवर्क शुल्क चुकाने के लिए आपके पास पर्याप्त ${symbol} नहीं है।`
        : `इसे भेजने के लिए आपके पास पर्याप्त ${symbol} नहीं है।`,
  },
  names: {
    resolving: (name) => `${name} खोजा जा रहा है…`,
    resolved: (name, address) => `${name} का पता ${address} है।`,
    notFound: (name) => `${name} के लिए कोई पता नहीं मिला`,
    invalid: (name) => `${name} मान्य नाम नहीं है।`,
  },
  warnings: {
    notChecksummed: (checksummed) => `इस पते में चेकसम नहीं है। राशि ${checksummed} पर भेजी जाएगी।`,
    self: 'यह आपका अपना पता है: आप खुद को भेज रहे हैं।',
  },
  preview: {
    sending: 'आप भेज रहे हैं',
    to: 'पाने वाला',
    network: 'नेटवर्क',
    fee: 'नेटवर्क शुल्क',
    feeSpeed: 'शुल्क की गति',
    total: 'कुल',
    estimating: 'अनुमान लगाया जा रहा है…',
    feeUnavailable: 'अनुमान नहीं लगाया जा सका',
    unknownTotal: 'अज्ञात (कोई कीमत नहीं)',
    send: 'भेजें',
    retry: 'फिर से कोशिश करें',
    pending: 'अपने वॉलेट में ट्रांज़ैक्शन की पुष्टि करें…',
    rejected: 'आपने अपने वॉलेट में अनुरोध अस्वीकार कर दिया। कुछ नहीं भेजा गया।',
    failed: (reason) => `ट्रांज़ैक्शन नहीं भेजा जा सका: ${reason}`,
  },
}
