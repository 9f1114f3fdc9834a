import type { namesViews as english } from '../en/namesViews'

/** Inside the names views (behaviour.md §13.5; loaded with them) and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Escolha seu nome',
    RegisterAccountNameSuccess: 'Nome registrado',
  },
  registerButton: 'Registrar nome',
  label: 'Nome',
  hint: (zone) =>
    `Seu nome em ${zone}, para o qual qualquer carteira compatível com ENS pode enviar.`,
  problems: {
    empty: 'Digite o nome que você quer.',
    characters: 'Use apenas letras, números e hifens.',
    tooShort: 'Um nome tem pelo menos 4 caracteres.',
    tooLong: 'Um nome tem no máximo 63 caracteres.',
  },
  checking: 'Verificando…',
  available: (name) => `${name} está disponível.`,
  taken: (name) => `${name} já está em uso.`,
  suggestionsTitle: 'Disponíveis no lugar',
  register: 'Registrar',
  signing: 'Assine a mensagem na sua carteira…',
  success: (name) => `${name} é seu. Carteiras que leem nomes ENS podem enviar fundos para ele.`,
  done: 'Voltar para a conta',
}
