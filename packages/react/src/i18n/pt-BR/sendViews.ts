import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Enviar', WalletSendPreview: 'Revisar envio' },
  sendButton: 'Enviar',
  token: 'Token',
  select: selectTokenList,
  recipient: 'Destinatário',
  recipientPlaceholder: 'Endereço (0x…)',
  recipientPlaceholderWithNames: 'Endereço (0x…) ou nome (ada.eth)',
  amount: 'Valor',
  max: 'Máx.',
  maxLabel: 'Valor máximo',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Velocidade da taxa de rede',
    slow: 'Lenta',
    normal: 'Normal',
    fast: 'Rápida',
  },
  continue: 'Continuar',
  loadingTokens: 'Carregando seus tokens…',
  problems: {
    noToken: 'Ainda não há nada para enviar nesta rede.',
    noRecipient: 'Digite o endereço do destinatário.',
    invalidRecipient: (network) => `Este não é um endereço válido na rede ${network}.`,
    namesNotSupported: 'Esta rede ainda não suporta nomes. Digite o endereço do destinatário.',
    badChecksum: (checksummed) =>
      `Este endereço parece ter sido digitado errado: as maiúsculas e minúsculas não batem. Confira com o destinatário. A forma correta seria ${checksummed}.`,
    empty: 'Digite um valor.',
    notANumber: 'Digite o valor como número, por exemplo 25 ou 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} aceita no máximo ${decimals} casas decimais.`,
    zero: 'Digite um valor maior que zero.',
    insufficientBalance: (symbol, native) =>
      native
        ? `Você não tem ${symbol} suficiente para este envio e a taxa de rede.`
        : `Você não tem ${symbol} suficiente para este envio.`,
  },
  names: {
    resolving: (name) => `Buscando ${name}…`,
    resolved: (name, address) => `${name} corresponde a ${address}.`,
    notFound: (name) => `Nenhum endereço encontrado para ${name}`,
    invalid: (name) => `${name} não é um nome válido.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Este endereço não tem checksum. O envio irá para ${checksummed}.`,
    self: 'Este é o seu próprio endereço: você está enviando fundos para si mesmo.',
  },
  preview: {
    sending: 'Você envia',
    to: 'Para',
    network: 'Rede',
    fee: 'Taxa de rede',
    feeSpeed: 'Velocidade da taxa',
    total: 'Total',
    estimating: 'Estimando…',
    feeUnavailable: 'Não foi possível estimar',
    unknownTotal: 'Desconhecido (sem preço)',
    send: 'Enviar',
    retry: 'Tentar novamente',
    pending: 'Confirme a transação na sua carteira…',
    rejected: 'Você recusou a solicitação na sua carteira. Nada foi enviado.',
    failed: (reason) => `Não foi possível enviar a transação: ${reason}`,
  },
}
