import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'اختر اسمك',
    RegisterAccountNameSuccess: 'تم تسجيل الاسم',
  },
  registerButton: 'تسجيل اسم',
  label: 'الاسم',
  hint: (zone) => `اسمك في ${zone}، ويمكن لأي محفظة تدعم ENS الإرسال إليه.`,
  problems: {
    empty: 'اكتب الاسم الذي تريده.',
    characters: 'استخدم الأحرف والأرقام والشرطات فقط.',
    tooShort: 'يتكون الاسم من 4 أحرف على الأقل.',
    tooLong: 'يتكون الاسم من 63 حرفًا على الأكثر.',
  },
  checking: 'جارٍ التحقق…',
  available: (name) => `${name} متاح.`,
  taken: (name) => `${name} محجوز.`,
  suggestionsTitle: 'متاح بدلًا منه',
  register: 'تسجيل',
  signing: 'وقّع الرسالة في محفظتك…',
  success: (name) => `أصبح ${name} لك. يمكن للمحافظ التي تقرأ أسماء ENS الإرسال إليه.`,
  done: 'العودة إلى الحساب',
}
