import type { namesViews as english } from '../en/namesViews'

/** Inside the names views (behaviour.md §13.5; loaded with them) and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Elige tu nombre',
    RegisterAccountNameSuccess: 'Nombre registrado',
  },
  registerButton: 'Registrar nombre',
  label: 'Nombre',
  hint: (zone) =>
    `Tu nombre en ${zone}, al que puede enviar cualquier billetera compatible con ENS.`,
  problems: {
    empty: 'Escribe el nombre que quieres.',
    characters: 'Usa solo letras, números y guiones.',
    tooShort: 'Un nombre tiene al menos 4 caracteres.',
    tooLong: 'Un nombre tiene como máximo 63 caracteres.',
  },
  checking: 'Verificando…',
  available: (name) => `${name} está disponible.`,
  taken: (name) => `${name} ya está registrado.`,
  suggestionsTitle: 'Disponibles en su lugar',
  register: 'Registrar',
  signing: 'Firma el mensaje en tu billetera…',
  success: (name) =>
    `${name} es tuyo. Las billeteras que leen nombres ENS pueden enviarte fondos con él.`,
  done: 'Volver a la cuenta',
}
