import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Виберіть ім’я',
    RegisterAccountNameSuccess: 'Ім’я зареєстровано',
  },
  registerButton: 'Зареєструвати ім’я',
  label: 'Ім’я',
  hint: (zone) =>
    `Ваше ім’я в ${zone}: на нього можна надсилати кошти з будь-якого гаманця з підтримкою ENS.`,
  problems: {
    empty: 'Введіть бажане ім’я.',
    characters: 'Використовуйте лише літери, цифри й дефіси.',
    tooShort: 'Ім’я має містити щонайменше 4 символи.',
    tooLong: 'Ім’я має містити не більше 63 символів.',
  },
  checking: 'Перевірка…',
  available: (name) => `${name} вільне.`,
  taken: (name) => `${name} уже зайняте.`,
  suggestionsTitle: 'Вільні варіанти',
  register: 'Зареєструвати',
  signing: 'Підпишіть повідомлення в гаманці…',
  success: (name) =>
    `${name} тепер ваше. Гаманці з підтримкою імен ENS можуть надсилати на нього кошти.`,
  done: 'Назад до акаунта',
}
