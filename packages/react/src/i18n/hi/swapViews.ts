import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: 'स्वैप', SwapSelectToken: 'टोकन चुनें', SwapPreview: 'स्वैप की समीक्षा करें' },
  swapButton: 'स्वैप',
  youPay: 'आप देंगे',
  youReceive: 'आपको मिलेगा',
  amount: 'स्वैप करने की राशि',
  max: 'अधिकतम',
  maxLabel: 'अधिकतम राशि',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'भुगतान का टोकन' : 'पाने का टोकन'}: ${symbol ?? 'कोई नहीं चुना गया'}`,
  selectToken: 'चुनें',
  flip: 'टोकन की अदला-बदली करें',
  balance: (amount, symbol) => `बैलेंस: ${amount} ${symbol}`,
  quoting: 'सबसे अच्छी कीमत खोजी जा रही है…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'कीमत पर असर',
  minimumReceived: 'न्यूनतम प्राप्ति',
  networkFee: 'नेटवर्क शुल्क',
  slippage: (percent) => `स्लिपेज सीमा: ${percent}%`,
  unknown: 'अज्ञात',
  review: 'स्वैप की समीक्षा करें',
  loadingTokens: 'स्वैप किए जा सकने वाले टोकन लोड हो रहे हैं…',
  problems: {
    empty: 'राशि डालें।',
    notANumber: 'राशि संख्या में डालें, जैसे 25 या 0.5।',
    tooManyDecimals: (symbol, decimals) => `${symbol} में अधिकतम ${decimals} दशमलव स्थान होते हैं।`,
    zero: 'शून्य से अधिक राशि डालें।',
    notEnough: (symbol) => `इस स्वैप के लिए आपके पास पर्याप्त ${symbol} नहीं है।`,
  },
  errors: {
    insufficientBalance: 'इस स्वैप और उसके नेटवर्क शुल्क के लिए आपके पास पर्याप्त बैलेंस नहीं है।',
    insufficientLiquidity:
      'इतनी राशि स्वैप करने के लिए पर्याप्त लिक्विडिटी नहीं है। कम राशि या कोई दूसरा टोकन आज़माएँ।',
    approvalPending:
      'आपकी स्वीकृति की अभी नेटवर्क पर पुष्टि नहीं हुई है। थोड़ी देर में फिर से स्वैप करें; कुछ भी स्वैप नहीं हुआ।',
    priceMoved:
      'कीमत आपकी स्लिपेज सीमा से ज़्यादा बदल गई, इसलिए स्वैप नहीं हुआ और कुछ भी स्वैप नहीं किया गया। फिर से कोशिश करने के लिए नया कोट लें।',
    rejected: 'आपने अपने वॉलेट में अनुरोध अस्वीकार कर दिया।',
    networkNotSupported: 'इस नेटवर्क पर स्वैप उपलब्ध नहीं है।',
    unavailable: 'स्वैप सेवा से अभी संपर्क नहीं हो पा रहा है। थोड़ी देर में फिर से कोशिश करें।',
    failed: 'कुछ गलत हो गया। कुछ भी स्वैप नहीं हुआ।',
  },
  select: { ...selectTokenList, suggested: 'सुझाए गए टोकन' },
  preview: {
    step: (index, total) => `चरण ${index}/${total}`,
    approve: (symbol) => `${symbol} को स्वीकृति दें`,
    approveWhy: (amount, symbol) =>
      `पहले एक्सचेंज को ठीक ${amount} ${symbol} इस्तेमाल करने की अनुमति दें। आपका वॉलेट इसकी पुष्टि माँगेगा।`,
    swap: 'स्वैप',
    checking: 'आपकी स्वीकृति जाँची जा रही है…',
    retry: 'फिर से कोशिश करें',
    requote: 'नया कोट लें',
    done: 'हो गया',
    pending: 'अपने वॉलेट में अनुरोध की पुष्टि करें…',
    confirming: 'ट्रांज़ैक्शन की पुष्टि का इंतज़ार है…',
    submitted:
      'ट्रांज़ैक्शन भेज दिया गया है, पर अभी उसकी पुष्टि नहीं हुई है। पुष्टि होने पर वह गतिविधि टैब में दिखेगा।',
    approved: (symbol) => `${symbol} को स्वीकृति मिल गई। अब स्वैप की पुष्टि करें।`,
    swapped: (paid, received) => `स्वैप पूरा हुआ: ${paid} के बदले ${received}। आपके बैलेंस अपडेट हो गए हैं।`,
    rejectedApproval: 'आपने अपने वॉलेट में स्वीकृति अस्वीकार कर दी। कुछ भी स्वीकृत नहीं हुआ।',
    rejectedSwap: 'आपने अपने वॉलेट में स्वैप अस्वीकार कर दिया। कुछ भी स्वैप नहीं हुआ।',
  },
}
