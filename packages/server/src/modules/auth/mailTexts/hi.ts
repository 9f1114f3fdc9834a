import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'hi',
  loginSubject: (otp) => `आपका Latch लॉगिन कोड: ${otp}`,
  loginBody: (otp) => `आपका Latch लॉगिन कोड ${otp} है`,
  updatePrimarySubject: (otp) => `ईमेल बदलने के लिए आपका Latch कोड: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `अपना Latch ईमेल पता ${newEmail} में बदलने की पुष्टि के लिए ${otp} डालें।`,
  updateSecondarySubject: (otp) => `इस पते की पुष्टि के लिए आपका Latch कोड: ${otp}`,
  updateSecondaryBody: (otp) => `इस पते को अपना Latch ईमेल पता बनाने के लिए ${otp} डालें।`,
  exportSubject: (otp) => `की एक्सपोर्ट करने के लिए आपका Latch कोड: ${otp}`,
  exportBody: (otp) => `अपने वॉलेट की प्राइवेट की देखने के लिए ${otp} डालें। यह कोड या की कभी किसी को न दें।`,
  minutes: { other: '{count} मिनट' },
  expiry: (minutes) => `यह ${minutes} में समाप्त हो जाएगा और सिर्फ़ एक बार काम करेगा।`,
  ignore: 'अगर आपने इसका अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: कोड के बिना कुछ नहीं होगा।',
  deviceSubject: 'Latch के लिए अपने नए डिवाइस को स्वीकृति दें',
  deviceBody: (link, minutes) =>
    `कोई इस पते से ऐसे डिवाइस पर Latch में साइन इन कर रहा है जो पहले कभी इस्तेमाल नहीं हुआ।\n\nअगर यह आप हैं, तो डिवाइस को स्वीकृति देने के लिए ${minutes} के अंदर यह लिंक खोलें, फिर ऐप पर वापस जाएं: ईमेल से एक लॉगिन कोड आएगा।\n\n${link}\n\nअगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: डिवाइस को स्वीकृति नहीं मिलेगी।`,
}
