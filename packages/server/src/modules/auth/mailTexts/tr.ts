import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'tr',
  loginSubject: (otp) => `Latch giriş kodunuz: ${otp}`,
  loginBody: (otp) => `Latch giriş kodunuz ${otp}`,
  updatePrimarySubject: (otp) => `E-posta adresinizi değiştirmek için Latch kodunuz: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Latch e-posta adresinizin ${newEmail} olarak değiştirilmesini onaylamak için ${otp} kodunu girin.`,
  updateSecondarySubject: (otp) => `Bu adresi onaylamak için Latch kodunuz: ${otp}`,
  updateSecondaryBody: (otp) =>
    `Bu adresi Latch e-posta adresiniz yapmak için ${otp} kodunu girin.`,
  exportSubject: (otp) => `Anahtarınızı dışa aktarmak için Latch kodunuz: ${otp}`,
  exportBody: (otp) =>
    `Cüzdanınızın özel anahtarını görmek için ${otp} kodunu girin. Bu kodu veya anahtarı asla kimseyle paylaşmayın.`,
  minutes: { other: '{count} dakika' },
  expiry: (minutes) => `Kodun süresi ${minutes} içinde dolar ve yalnızca bir kez kullanılabilir.`,
  ignore: 'Bu kodu siz istemediyseniz bu e-postayı yok sayın: kod olmadan hiçbir şey olmaz.',
  deviceSubject: 'Latch için yeni cihazınızı onaylayın',
  deviceBody: (link, minutes) =>
    `Birisi bu adresle Latch'e daha önce görülmemiş bir cihazdan giriş yapıyor.\n\nBu sizseniz cihazı onaylamak için bu bağlantıyı ${minutes} içinde açın, ardından uygulamaya dönün: giriş kodu e-postayla gelecek.\n\n${link}\n\nBu siz değilseniz bu e-postayı yok sayın: cihaz onaylanmamış olarak kalır.`,
}
