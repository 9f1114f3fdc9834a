import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'ms',
  loginSubject: (otp) => `Kod log masuk Latch anda: ${otp}`,
  loginBody: (otp) => `Kod log masuk Latch anda ialah ${otp}`,
  updatePrimarySubject: (otp) => `Kod Latch anda untuk menukar e-mel: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Masukkan ${otp} untuk mengesahkan pertukaran alamat e-mel Latch anda kepada ${newEmail}.`,
  updateSecondarySubject: (otp) => `Kod Latch anda untuk mengesahkan alamat ini: ${otp}`,
  updateSecondaryBody: (otp) => `Masukkan ${otp} untuk menjadikan alamat ini e-mel Latch anda.`,
  exportSubject: (otp) => `Kod Latch anda untuk mengeksport kunci: ${otp}`,
  exportBody: (otp) =>
    `Masukkan ${otp} untuk memaparkan kunci persendirian dompet anda. Jangan sekali-kali berikan kod ini atau kunci itu kepada sesiapa.`,
  minutes: { other: '{count} minit' },
  expiry: (minutes) => `Kod ini tamat tempoh dalam ${minutes} dan hanya boleh digunakan sekali.`,
  ignore: 'Jika anda tidak memintanya, abaikan e-mel ini: tiada apa-apa berlaku tanpa kod itu.',
  deviceSubject: 'Luluskan peranti baharu anda untuk Latch',
  deviceBody: (link, minutes) =>
    `Seseorang sedang log masuk ke Latch dengan alamat ini pada peranti yang belum pernah digunakan.\n\nJika itu anda, buka pautan ini dalam masa ${minutes} untuk meluluskan peranti, kemudian kembali ke aplikasi: kod log masuk akan dihantar melalui e-mel.\n\n${link}\n\nJika itu bukan anda, abaikan e-mel ini: peranti itu kekal tidak diluluskan.`,
}
