import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Выберите имя',
    RegisterAccountNameSuccess: 'Имя зарегистрировано',
  },
  registerButton: 'Зарегистрировать имя',
  label: 'Имя',
  hint: (zone) =>
    `Ваше имя в ${zone}: на него можно отправлять средства из любого кошелька с поддержкой ENS.`,
  problems: {
    empty: 'Введите желаемое имя.',
    characters: 'Используйте только буквы, цифры и дефисы.',
    tooShort: 'Имя должно содержать не менее 4 символов.',
    tooLong: 'Имя должно содержать не более 63 символов.',
  },
  checking: 'Проверка…',
  available: (name) => `${name} свободно.`,
  taken: (name) => `${name} уже занято.`,
  suggestionsTitle: 'Свободные варианты',
  register: 'Зарегистрировать',
  signing: 'Подпишите сообщение в кошельке…',
  success: (name) =>
    `${name} теперь ваше. Кошельки с поддержкой имен ENS могут отправлять на него средства.`,
  done: 'Назад к аккаунту',
}
