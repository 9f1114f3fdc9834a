import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: { OnRampBuy: 'Beli', OnRampProviders: 'Pilih penyedia', BuyInProgress: 'Membeli' },
  buyButton: 'Beli',
  loading: 'Memuatkan perkara yang boleh anda beli…',
  currency: 'Mata wang untuk dibeli',
  paymentCurrency: 'Bayar dengan',
  paymentMethod: 'Kaedah pembayaran',
  methods: { card: 'Kad', bank_account: 'Akaun bank' },
  amount: 'Amaun',
  limits: (method, min, max, currency) => `${method}: dari ${min} hingga ${max} ${currency}`,
  defaultsNote: 'Pilihan penyedia tidak dapat dimuatkan: ini ialah pilihan standard.',
  problems: {
    empty: 'Masukkan amaun.',
    invalid:
      'Masukkan amaun sebagai nombor dengan paling banyak dua perpuluhan, contohnya 50 atau 49.99.',
    noMethod: 'Kaedah pembayaran ini tidak ditawarkan untuk mata wang ini.',
    belowMin: (min, currency, method) =>
      `Amaun minimum yang boleh dibayar melalui ${method} ialah ${min} ${currency}.`,
    aboveMax: (max, currency, method) =>
      `Amaun maksimum yang boleh dibayar melalui ${method} ialah ${max} ${currency}.`,
  },
  noProviders: 'Tiada penyedia tersedia untuk pembelian buat masa ini.',
  nothingOnThisNetwork: 'Tiada apa-apa yang boleh dibeli di sini untuk akaun pada rangkaian ini.',
  seeQuotes: 'Lihat sebut harga',
  quoting: 'Meminta sebut harga daripada penyedia…',
  youGet: 'Anda dapat',
  total: 'Jumlah',
  fees: 'Yuran',
  networkFee: 'Yuran rangkaian',
  sandbox: 'Mod ujian',
  sandboxNote: 'Pembayaran ujian sahaja: dibayar pada rantaian pembangunan.',
  estimate: 'Anggaran',
  estimateNote: (reason) =>
    `Penyedia ini tidak memberikan sebut harga${reason ? ` (${reason})` : ''}: amaun ini hanyalah anggaran dan tidak boleh dibayar.`,
  buyWith: (provider, amount, currency) => `Beli ${amount} ${currency} melalui ${provider}`,
  notPayable: 'Anggaran sahaja: tidak boleh dibayar',
  opening: 'Membuka halaman pembayaran…',
  waiting: (provider) =>
    `Lengkapkan pembayaran dalam tetingkap ${provider}. Paparan ini dikemas kini dengan sendirinya.`,
  success: (amount, currency) =>
    `${amount} ${currency} telah dibeli. Baki anda telah dikemas kini.`,
  failed: 'Pembelian tidak berjaya: tiada caj dikenakan.',
  blocked:
    'Tetingkap pembayaran tidak dapat dibuka. Benarkan tetingkap timbul untuk laman ini dan cuba lagi.',
  retry: 'Cuba lagi',
  done: 'Selesai',
}
