import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: {
    Swap: 'Trocar',
    SwapSelectToken: 'Selecionar token',
    SwapPreview: 'Revisar troca',
  },
  swapButton: 'Trocar',
  youPay: 'Você paga',
  youReceive: 'Você recebe',
  amount: 'Valor a trocar',
  max: 'Máx.',
  maxLabel: 'Valor máximo',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Token a pagar' : 'Token a receber'}: ${symbol ?? 'nenhum'}`,
  selectToken: 'Selecionar',
  flip: 'Inverter tokens',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  quoting: 'Buscando o melhor preço…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Impacto no preço',
  minimumReceived: 'Mínimo a receber',
  networkFee: 'Taxa de rede',
  slippage: (percent) => `Tolerância de slippage: ${percent}%`,
  unknown: 'Desconhecido',
  review: 'Revisar troca',
  loadingTokens: 'Carregando os tokens disponíveis para troca…',
  problems: {
    empty: 'Digite um valor.',
    notANumber: 'Digite o valor como número, por exemplo 25 ou 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} aceita no máximo ${decimals} casas decimais.`,
    zero: 'Digite um valor maior que zero.',
    notEnough: (symbol) => `Você não tem ${symbol} suficiente para esta troca.`,
  },
  errors: {
    insufficientBalance: 'Seu saldo não é suficiente para esta troca e a taxa de rede.',
    insufficientLiquidity:
      'Não há liquidez suficiente para trocar este valor. Tente um valor menor ou outro token.',
    approvalPending:
      'Sua aprovação ainda não foi confirmada na rede. Tente a troca novamente em instantes; nada foi trocado.',
    priceMoved:
      'O preço ultrapassou sua tolerância de slippage: a troca não aconteceu e nada foi trocado. Peça uma nova cotação para tentar de novo.',
    rejected: 'Você recusou a solicitação na sua carteira.',
    networkNotSupported: 'Trocas não estão disponíveis nesta rede.',
    unavailable: 'O serviço de troca está indisponível no momento. Tente novamente em instantes.',
    failed: 'Algo deu errado. Nada foi trocado.',
  },
  select: { ...selectTokenList, suggested: 'Tokens sugeridos' },
  preview: {
    step: (index, total) => `Etapa ${index} de ${total}`,
    approve: (symbol) => `Aprovar ${symbol}`,
    approveWhy: (amount, symbol) =>
      `Primeiro, autorize a exchange a usar exatamente ${amount} ${symbol}. Sua carteira vai pedir que você confirme.`,
    swap: 'Trocar',
    checking: 'Verificando sua aprovação…',
    retry: 'Tentar novamente',
    requote: 'Nova cotação',
    done: 'Concluído',
    pending: 'Confirme a solicitação na sua carteira…',
    confirming: 'Aguardando a confirmação da transação…',
    submitted:
      'A transação foi enviada, mas ainda não foi confirmada. A aba Atividade vai mostrá-la quando for confirmada.',
    approved: (symbol) => `${symbol} aprovado. Agora confirme a troca.`,
    swapped: (paid, received) =>
      `Troca concluída: ${paid} por ${received}. Seus saldos foram atualizados.`,
    rejectedApproval: 'Você recusou a aprovação na sua carteira. Nada foi aprovado.',
    rejectedSwap: 'Você recusou a troca na sua carteira. Nada foi trocado.',
  },
}
