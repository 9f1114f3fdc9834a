import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'fa',
  loginSubject: (otp) => `کد ورود شما به Latch: ${otp}`,
  loginBody: (otp) => `کد ورود شما به Latch ${otp} است`,
  updatePrimarySubject: (otp) => `کد Latch برای تغییر ایمیل شما: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `برای تأیید تغییر ایمیل Latch خود به ${newEmail}، کد ${otp} را وارد کنید.`,
  updateSecondarySubject: (otp) => `کد Latch برای تأیید این نشانی: ${otp}`,
  updateSecondaryBody: (otp) =>
    `برای اینکه این نشانی، ایمیل Latch شما شود، کد ${otp} را وارد کنید.`,
  exportSubject: (otp) => `کد Latch برای خروجی گرفتن از کلید شما: ${otp}`,
  exportBody: (otp) =>
    `برای نمایش کلید خصوصی کیف پول خود، کد ${otp} را وارد کنید. این کد یا کلید را هرگز به کسی ندهید.`,
  minutes: { other: '{count} دقیقه' },
  expiry: (minutes) => `این کد پس از ${minutes} منقضی می‌شود و فقط یک بار کار می‌کند.`,
  ignore: 'اگر آن را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید: بدون کد هیچ اتفاقی نمی‌افتد.',
  deviceSubject: 'دستگاه جدید خود را برای Latch تأیید کنید',
  deviceBody: (link, minutes) =>
    `کسی با این نشانی از دستگاهی که پیش‌تر دیده نشده، در حال ورود به Latch است.\n\nاگر خودتان هستید، ظرف ${minutes} این پیوند را باز کنید تا دستگاه تأیید شود، سپس به برنامه برگردید: یک کد ورود با ایمیل برایتان ارسال می‌شود.\n\n${link}\n\nاگر شما نبودید، این ایمیل را نادیده بگیرید: دستگاه تأییدنشده باقی می‌ماند.`,
}
