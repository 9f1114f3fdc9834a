import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Pilih nama Anda',
    RegisterAccountNameSuccess: 'Nama terdaftar',
  },
  registerButton: 'Daftarkan nama',
  label: 'Nama',
  hint: (zone) =>
    `Nama Anda di ${zone}, yang bisa menerima kiriman dari dompet mana pun yang mendukung ENS.`,
  problems: {
    empty: 'Ketik nama yang Anda inginkan.',
    characters: 'Gunakan hanya huruf, angka, dan tanda hubung.',
    tooShort: 'Nama minimal 4 karakter.',
    tooLong: 'Nama maksimal 63 karakter.',
  },
  checking: 'Memeriksa…',
  available: (name) => `${name} tersedia.`,
  taken: (name) => `${name} sudah dipakai.`,
  suggestionsTitle: 'Alternatif yang tersedia',
  register: 'Daftarkan',
  signing: 'Tanda tangani pesan di dompet Anda…',
  success: (name) =>
    `${name} kini milik Anda. Dompet yang membaca nama ENS dapat mengirim ke nama ini.`,
  done: 'Kembali ke akun',
}
