import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'تسجيل الدخول' },
  heading: (app) => `يطلب منك ${app} تسجيل الدخول`,
  explanation:
    'وقّع رسالة بمحفظتك لإثبات أنك تملك هذا الحساب. لا يكلّفك ذلك شيئًا ولا يرسل أي معاملة.',
  account: 'الحساب',
  sign: 'توقيع',
  signing: 'في انتظار محفظتك…',
  cancel: 'إلغاء',
}
