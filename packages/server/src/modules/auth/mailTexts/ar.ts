import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'ar',
  loginSubject: (otp) => `رمز تسجيل الدخول إلى Latch: ${otp}`,
  loginBody: (otp) => `رمز تسجيل الدخول إلى Latch هو ${otp}`,
  updatePrimarySubject: (otp) => `رمز Latch لتغيير بريدك الإلكتروني: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `أدخل ${otp} لتأكيد تغيير بريدك الإلكتروني في Latch إلى ${newEmail}.`,
  updateSecondarySubject: (otp) => `رمز Latch لتأكيد هذا العنوان: ${otp}`,
  updateSecondaryBody: (otp) => `أدخل ${otp} لاعتماد هذا العنوان بريدًا إلكترونيًا لك في Latch.`,
  exportSubject: (otp) => `رمز Latch لتصدير مفتاحك: ${otp}`,
  exportBody: (otp) =>
    `أدخل ${otp} لإظهار المفتاح الخاص لمحفظتك. لا تعطِ هذا الرمز أو المفتاح لأي شخص أبدًا.`,
  minutes: {
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: '{count} دقائق',
    many: '{count} دقيقة',
    other: '{count} دقيقة',
  },
  expiry: (minutes) => `تنتهي صلاحيته خلال ${minutes} ويعمل مرة واحدة فقط.`,
  ignore: 'إذا لم تطلبه، فتجاهل هذه الرسالة: لن يحدث شيء من دون الرمز.',
  deviceSubject: 'وافق على جهازك الجديد في Latch',
  deviceBody: (link, minutes) =>
    `يحاول شخص ما تسجيل الدخول إلى Latch بهذا العنوان على جهاز لم يُستخدم من قبل.\n\nإذا كنت أنت، فافتح هذا الرابط خلال ${minutes} للموافقة على الجهاز، ثم عُد إلى التطبيق: سيصلك رمز تسجيل الدخول بالبريد الإلكتروني.\n\n${link}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: سيبقى الجهاز غير موافَق عليه.`,
}
