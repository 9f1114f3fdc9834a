import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: { OnRampBuy: 'Beli', OnRampProviders: 'Pilih penyedia', BuyInProgress: 'Membeli' },
  buyButton: 'Beli',
  loading: 'Memuat aset yang bisa Anda beli…',
  currency: 'Aset yang dibeli',
  paymentCurrency: 'Bayar dengan',
  paymentMethod: 'Metode pembayaran',
  methods: { card: 'Kartu', bank_account: 'Rekening bank' },
  amount: 'Jumlah',
  limits: (method, min, max, currency) => `${method}: ${min} sampai ${max} ${currency}`,
  defaultsNote: 'Opsi dari penyedia tidak dapat dimuat: ini adalah opsi standar.',
  problems: {
    empty: 'Masukkan jumlah.',
    invalid:
      'Masukkan jumlah dalam angka dengan paling banyak dua desimal, misalnya 50 atau 49.99.',
    noMethod: 'Metode pembayaran ini tidak tersedia untuk mata uang ini.',
    belowMin: (min, currency, method) =>
      `Pembayaran minimum dengan ${method} adalah ${min} ${currency}.`,
    aboveMax: (max, currency, method) =>
      `Pembayaran maksimum dengan ${method} adalah ${max} ${currency}.`,
  },
  noProviders: 'Saat ini tidak ada penyedia yang tersedia untuk pembelian.',
  nothingOnThisNetwork: 'Tidak ada yang bisa dibeli di sini untuk akun di jaringan ini.',
  seeQuotes: 'Lihat penawaran',
  quoting: 'Meminta penawaran dari penyedia…',
  youGet: 'Anda mendapat',
  total: 'Total',
  fees: 'Biaya',
  networkFee: 'Biaya jaringan',
  sandbox: 'Mode uji',
  sandboxNote: 'Hanya pembayaran uji: dibayarkan di jaringan pengembangan.',
  estimate: 'Perkiraan',
  estimateNote: (reason) =>
    `Penyedia ini tidak memberikan penawaran${reason ? ` (${reason})` : ''}: jumlahnya hanya perkiraan dan tidak dapat dibayar.`,
  buyWith: (provider, amount, currency) => `Beli ${amount} ${currency} lewat ${provider}`,
  notPayable: 'Hanya perkiraan: tidak dapat dibayar',
  opening: 'Membuka halaman pembayaran…',
  waiting: (provider) =>
    `Selesaikan pembayaran di jendela ${provider}. Halaman ini akan diperbarui otomatis.`,
  success: (amount, currency) =>
    `Berhasil membeli ${amount} ${currency}. Saldo Anda sudah diperbarui.`,
  failed: 'Pembelian tidak berhasil: tidak ada biaya yang ditagihkan.',
  blocked: 'Jendela pembayaran tidak dapat dibuka. Izinkan pop-up untuk situs ini, lalu coba lagi.',
  retry: 'Coba lagi',
  done: 'Selesai',
}
