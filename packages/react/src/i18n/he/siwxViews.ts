import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'התחברות' },
  heading: (app) => `${app} מבקשת ממך להתחבר`,
  explanation:
    'יש לחתום על הודעה בארנק שלך כדי להוכיח שהחשבון הזה שייך לך. זה לא עולה כלום ולא שולח שום עסקה.',
  account: 'חשבון',
  sign: 'חתימה',
  signing: 'ממתין לארנק שלך…',
  cancel: 'ביטול',
}
