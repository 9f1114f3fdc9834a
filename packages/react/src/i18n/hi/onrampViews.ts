import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: { OnRampBuy: 'खरीदें', OnRampProviders: 'प्रदाता चुनें', BuyInProgress: 'खरीदारी हो रही है' },
  buyButton: 'खरीदें',
  loading: 'आप क्या खरीद सकते हैं, यह लोड हो रहा है…',
  currency: 'खरीदने की करेंसी',
  paymentCurrency: 'भुगतान की करेंसी',
  paymentMethod: 'भुगतान का तरीका',
  methods: { card: 'कार्ड', bank_account: 'बैंक खाता' },
  amount: 'राशि',
  limits: (method, min, max, currency) => `${method}: ${min} से ${max} ${currency} तक`,
  defaultsNote: 'प्रदाताओं के विकल्प लोड नहीं हो सके: ये मानक विकल्प हैं।',
  problems: {
    empty: 'राशि डालें।',
    invalid: 'राशि संख्या में डालें, अधिकतम दो दशमलव के साथ, जैसे 50 या 49.99।',
    noMethod: 'इस करेंसी में यह भुगतान तरीका उपलब्ध नहीं है।',
    belowMin: (min, currency, method) =>
      `${method} से आप कम से कम ${min} ${currency} का भुगतान कर सकते हैं।`,
    aboveMax: (max, currency, method) =>
      `${method} से आप अधिकतम ${max} ${currency} का भुगतान कर सकते हैं।`,
  },
  noProviders: 'अभी खरीदने के लिए कोई प्रदाता उपलब्ध नहीं है।',
  nothingOnThisNetwork: 'इस नेटवर्क के अकाउंट के लिए यहाँ कुछ भी नहीं खरीदा जा सकता।',
  seeQuotes: 'कोट देखें',
  quoting: 'प्रदाताओं से कोट माँगे जा रहे हैं…',
  youGet: 'आपको मिलेगा',
  total: 'कुल',
  fees: 'शुल्क',
  networkFee: 'नेटवर्क शुल्क',
  sandbox: 'सैंडबॉक्स',
  sandboxNote: 'केवल टेस्ट भुगतान: राशि डेवलपमेंट चेन पर मिलती है।',
  estimate: 'अनुमान',
  estimateNote: (reason) =>
    `इस प्रदाता ने कोट नहीं दिया${reason ? ` (${reason})` : ''}: ये राशियाँ केवल अनुमान हैं और इनका भुगतान नहीं किया जा सकता।`,
  buyWith: (provider, amount, currency) => `${provider} से ${amount} ${currency} खरीदें`,
  notPayable: 'केवल अनुमान: भुगतान संभव नहीं',
  opening: 'चेकआउट खुल रहा है…',
  waiting: (provider) => `${provider} विंडो में भुगतान पूरा करें। यह अपने आप अपडेट हो जाएगा।`,
  success: (amount, currency) => `${amount} ${currency} खरीद लिया गया। आपका बैलेंस अपडेट हो गया है।`,
  failed: 'खरीदारी पूरी नहीं हुई: कोई राशि नहीं काटी गई।',
  blocked: 'चेकआउट विंडो नहीं खुल सकी। इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  done: 'हो गया',
}
