import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Adınızı seçin',
    RegisterAccountNameSuccess: 'Ad kaydedildi',
  },
  registerButton: 'Ad kaydet',
  label: 'Ad',
  hint: (zone) =>
    `${zone} alanındaki adınız: ENS destekleyen her cüzdan bu ada gönderim yapabilir.`,
  problems: {
    empty: 'İstediğiniz adı yazın.',
    characters: 'Yalnızca harf, rakam ve kısa çizgi kullanın.',
    tooShort: 'Ad en az 4 karakter olmalıdır.',
    tooLong: 'Ad en fazla 63 karakter olabilir.',
  },
  checking: 'Kontrol ediliyor…',
  available: (name) => `${name} kullanılabilir.`,
  taken: (name) => `${name} alınmış.`,
  suggestionsTitle: 'Bunun yerine kullanılabilir',
  register: 'Kaydet',
  signing: 'Mesajı cüzdanınızda imzalayın…',
  success: (name) =>
    `${name} artık sizin. ENS adlarını okuyan cüzdanlar bu ada gönderim yapabilir.`,
  done: 'Hesaba dön',
}
