import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'वॉलेट कनेक्ट करें', ConnectingExternal: 'कनेक्ट हो रहा है' },
  walletsLabel: 'वॉलेट',
  recent: 'हाल में इस्तेमाल किया गया',
  installed: 'इंस्टॉल किया गया',
  noWallets: 'कोई वॉलेट नहीं मिला। ब्राउज़र वॉलेट एक्सटेंशन इंस्टॉल करें, फिर यह पेज दोबारा लोड करें।',
  continueIn: (wallet) => `${wallet} में जारी रखें`,
  acceptRequest: 'अपने वॉलेट में कनेक्शन अनुरोध स्वीकार करें।',
  rejected: 'कनेक्शन अस्वीकार किया गया',
  failed: 'कनेक्ट नहीं हो सका',
}
