import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'בחירת השם שלך',
    RegisterAccountNameSuccess: 'השם נרשם',
  },
  registerButton: 'רישום שם',
  label: 'שם',
  hint: (zone) => `השם שלך ב-${zone}, שכל ארנק שתומך ב-ENS יכול לשלוח אליו.`,
  problems: {
    empty: 'יש להקליד את השם הרצוי.',
    characters: 'אפשר להשתמש רק באותיות, בספרות ובמקפים.',
    tooShort: 'שם צריך להכיל לפחות 4 תווים.',
    tooLong: 'שם יכול להכיל עד 63 תווים.',
  },
  checking: 'בודק…',
  available: (name) => `${name} פנוי.`,
  taken: (name) => `${name} תפוס.`,
  suggestionsTitle: 'שמות פנויים במקום',
  register: 'רישום',
  signing: 'יש לחתום על ההודעה בארנק שלך…',
  success: (name) => `${name} שלך. ארנקים שקוראים שמות ENS יכולים לשלוח אליו.`,
  done: 'חזרה לחשבון',
}
