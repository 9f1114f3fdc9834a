import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views (behaviour.md §2, on-ramp; loaded with them) and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: {
    OnRampBuy: 'Comprar',
    OnRampProviders: 'Escolha um provedor',
    BuyInProgress: 'Comprando',
  },
  buyButton: 'Comprar',
  loading: 'Carregando o que você pode comprar…',
  currency: 'Moeda a comprar',
  paymentCurrency: 'Pagar com',
  paymentMethod: 'Forma de pagamento',
  methods: { card: 'Cartão', bank_account: 'Conta bancária' },
  amount: 'Valor',
  limits: (method, min, max, currency) => `${method}: de ${min} a ${max} ${currency}`,
  defaultsNote: 'Não foi possível carregar as opções dos provedores: estas são as padrão.',
  problems: {
    empty: 'Digite um valor.',
    invalid:
      'Digite o valor como número com no máximo duas casas decimais, por exemplo 50 ou 49.99.',
    noMethod: 'Esta forma de pagamento não está disponível nesta moeda.',
    belowMin: (min, currency, method) =>
      `O mínimo que você pode pagar com ${method} é ${min} ${currency}.`,
    aboveMax: (max, currency, method) =>
      `O máximo que você pode pagar com ${method} é ${max} ${currency}.`,
  },
  noProviders: 'Nenhum provedor está disponível para compra no momento.',
  nothingOnThisNetwork: 'Aqui não é possível comprar nada para uma conta nesta rede.',
  seeQuotes: 'Ver cotações',
  quoting: 'Pedindo cotações aos provedores…',
  youGet: 'Você recebe',
  total: 'Total',
  fees: 'Taxas',
  networkFee: 'Taxa de rede',
  sandbox: 'Ambiente de testes',
  sandboxNote: 'Apenas pagamentos de teste: o crédito vai para a rede de desenvolvimento.',
  estimate: 'Estimativa',
  estimateNote: (reason) =>
    `Este provedor não enviou cotação${reason ? ` (${reason})` : ''}: os valores são uma estimativa e não podem ser pagos.`,
  buyWith: (provider, amount, currency) => `Comprar ${amount} ${currency} com ${provider}`,
  notPayable: 'Apenas estimativa: não pode ser paga',
  opening: 'Abrindo o checkout…',
  waiting: (provider) => `Conclua o pagamento na janela do ${provider}. Isto se atualiza sozinho.`,
  success: (amount, currency) => `Você comprou ${amount} ${currency}. Seu saldo foi atualizado.`,
  failed: 'A compra não foi concluída: nada foi cobrado.',
  blocked:
    'Não foi possível abrir a janela de checkout. Permita pop-ups para este site e tente novamente.',
  retry: 'Tentar novamente',
  done: 'Concluído',
}
