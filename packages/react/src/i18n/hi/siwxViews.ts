import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'साइन इन करें' },
  heading: (app) => `${app} चाहता है कि आप साइन इन करें`,
  explanation:
    'यह साबित करने के लिए कि यह अकाउंट आपका है, अपने वॉलेट से एक मैसेज साइन करें। इसमें कोई शुल्क नहीं लगता और कोई ट्रांज़ैक्शन नहीं भेजा जाता।',
  account: 'अकाउंट',
  sign: 'साइन करें',
  signing: 'आपके वॉलेट का इंतज़ार है…',
  cancel: 'रद्द करें',
}
