import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Pilih nama anda',
    RegisterAccountNameSuccess: 'Nama didaftarkan',
  },
  registerButton: 'Daftar nama',
  label: 'Nama',
  hint: (zone) =>
    `Nama anda dalam ${zone}, yang boleh menerima kiriman daripada mana-mana dompet yang menyokong ENS.`,
  problems: {
    empty: 'Taip nama yang anda mahu.',
    characters: 'Gunakan huruf, digit dan tanda sempang sahaja.',
    tooShort: 'Nama mesti sekurang-kurangnya 4 aksara.',
    tooLong: 'Nama tidak boleh melebihi 63 aksara.',
  },
  checking: 'Menyemak…',
  available: (name) => `${name} tersedia.`,
  taken: (name) => `${name} telah diambil.`,
  suggestionsTitle: 'Pilihan lain yang tersedia',
  register: 'Daftar',
  signing: 'Tandatangani mesej dalam dompet anda…',
  success: (name) =>
    `${name} kini milik anda. Dompet yang membaca nama ENS boleh menghantar kepadanya.`,
  done: 'Kembali ke akaun',
}
