import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'अपना नाम चुनें',
    RegisterAccountNameSuccess: 'नाम रजिस्टर हो गया',
  },
  registerButton: 'नाम रजिस्टर करें',
  label: 'नाम',
  hint: (zone) => `${zone} में आपका नाम, जिस पर ENS सपोर्ट करने वाला कोई भी वॉलेट भेज सकता है।`,
  problems: {
    empty: 'अपना मनचाहा नाम टाइप करें।',
    characters: 'केवल अक्षर, अंक और हाइफ़न इस्तेमाल करें।',
    tooShort: 'नाम में कम से कम 4 अक्षर होने चाहिए।',
    tooLong: 'नाम में अधिकतम 63 अक्षर हो सकते हैं।',
  },
  checking: 'जाँच हो रही है…',
  available: (name) => `${name} उपलब्ध है।`,
  taken: (name) => `${name} पहले से लिया जा चुका है।`,
  suggestionsTitle: 'इसके बजाय उपलब्ध',
  register: 'रजिस्टर करें',
  signing: 'अपने वॉलेट में मैसेज साइन करें…',
  success: (name) => `${name} अब आपका है। ENS नाम पढ़ने वाले वॉलेट इस पर भेज सकते हैं।`,
  done: 'अकाउंट पर वापस जाएँ',
}
