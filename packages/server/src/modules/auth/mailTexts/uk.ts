import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'uk',
  loginSubject: (otp) => `Ваш код для входу в Latch: ${otp}`,
  loginBody: (otp) => `Ваш код для входу в Latch — ${otp}`,
  updatePrimarySubject: (otp) => `Ваш код Latch для зміни адреси ел. пошти: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Введіть ${otp}, щоб підтвердити зміну адреси ел. пошти в Latch на ${newEmail}.`,
  updateSecondarySubject: (otp) => `Ваш код Latch для підтвердження цієї адреси: ${otp}`,
  updateSecondaryBody: (otp) => `Введіть ${otp}, щоб зробити цю адресу вашою поштою в Latch.`,
  exportSubject: (otp) => `Ваш код Latch для експорту ключа: ${otp}`,
  exportBody: (otp) =>
    `Введіть ${otp}, щоб побачити приватний ключ вашого гаманця. Ніколи нікому не повідомляйте цей код і ключ.`,
  minutes: {
    one: '{count} хвилину',
    few: '{count} хвилини',
    many: '{count} хвилин',
    other: '{count} хвилини',
  },
  expiry: (minutes) => `Він перестане діяти через ${minutes} і спрацює лише один раз.`,
  ignore: 'Якщо ви його не запитували, просто проігноруйте цей лист: без коду нічого не станеться.',
  deviceSubject: 'Підтвердьте новий пристрій для Latch',
  deviceBody: (link, minutes) =>
    `Хтось входить у Latch із цією адресою на пристрої, який раніше не використовувався.\n\nЯкщо це ви, відкрийте це посилання, щоб підтвердити пристрій (воно діє ${minutes}), а потім поверніться до застосунку: код для входу надійде поштою.\n\n${link}\n\nЯкщо це були не ви, проігноруйте цей лист: пристрій залишиться непідтвердженим.`,
}
