import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'نام خود را انتخاب کنید',
    RegisterAccountNameSuccess: 'نام ثبت شد',
  },
  registerButton: 'ثبت نام کاربری',
  label: 'نام',
  hint: (zone) => `نام شما در ${zone} که هر کیف پول سازگار با ENS می‌تواند به آن ارسال کند.`,
  problems: {
    empty: 'نام دلخواه خود را بنویسید.',
    characters: 'فقط از حروف، ارقام و خط تیره استفاده کنید.',
    tooShort: 'نام باید دست‌کم ۴ نویسه داشته باشد.',
    tooLong: 'نام حداکثر ۶۳ نویسه دارد.',
  },
  checking: 'در حال بررسی…',
  available: (name) => `${name} در دسترس است.`,
  taken: (name) => `${name} قبلاً گرفته شده است.`,
  suggestionsTitle: 'گزینه‌های در دسترس',
  register: 'ثبت',
  signing: 'پیام را در کیف پول خود امضا کنید…',
  success: (name) =>
    `${name} اکنون مال شماست. کیف پول‌هایی که نام‌های ENS را می‌خوانند می‌توانند به آن ارسال کنند.`,
  done: 'بازگشت به حساب',
}
