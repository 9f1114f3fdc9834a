import * as errorTexts from '@latch/core/errorTexts'
import { formatAmount } from '@latch/core/locale'
import {
  canSendToNames,
  checkSendForm,
  chooseFeeSpeed,
  estimateSendFee,
  fromBaseUnits,
  loadSendCapabilities,
  maxSendAmount,
  offeredFeeSpeeds,
  reviewSend,
  type SendableToken,
  updateSendForm,
  updateSendRecipient,
} from '@latch/core/send'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { AmountField } from '../../components/AmountField'
import { ChevronIcon } from '../../components/icons/ChevronIcon'
import { type ListedToken, SelectTokenList } from '../../components/SelectTokenList'
import { Spinner } from '../../components/Spinner'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { sendViews } from '../../i18n/en/sendViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { sendCss } from './sendCss'
import { useSendableTokens } from './useSendableTokens'

/** A token of the account's balances as the token list shows it. */
const listed = (token: SendableToken, locale: string): ListedToken => ({
  key: token.key,
  symbol: token.symbol,
  name: token.name,
  address: token.address,
  balance: formatAmount(fromBaseUnits(token.balance, token.decimals), undefined, locale),
})

/** What the recipient field says of a name, under it. */
const nameProblems = new Set(['resolvingName', 'nameNotFound', 'invalidName', 'nameError'])

/**
 * WalletSend (behaviour.md §13.1): a token of the account's balances, a recipient's address or name (where the network
 * has a registry: looked up as typing pauses, the lookup said under the field), an amount with Max (a native send keeps
 * its fee back). Continue stays disabled, with the reason in words, until the send is valid.
 */
export default function WalletSendView() {
  const latch = useLatchInstance()
  const messages = useViewMessages('send', sendViews)
  const text = messages.send
  const account = useLatchAccount()
  const form = useLatchState((state) => state.send.form)
  const nameResolution = useLatchState((state) => state.send.name)
  const { tokens, loading } = useSendableTokens()
  const [nativeFee, setNativeFee] = useState<bigint>()
  const [picking, setPicking] = useState(false)
  const tokenButton = useRef<HTMLButtonElement>(null)
  const id = useId()
  const token = tokens.find((candidate) => candidate.key === form.token) ?? tokens[0]
  const caipNetworkId = account.caipNetworkId
  const namespace = account.caipNetwork?.chainNamespace
  // What the form asks of the namespace at once (names) loads with the view; the form renders again once it has.
  const [, setCapabilitiesOf] = useState<string>()
  useEffect(() => {
    if (!namespace) return
    let current = true
    void loadSendCapabilities(latch, namespace).then(() => {
      if (current) setCapabilitiesOf(namespace)
    })
    return () => {
      current = false
    }
  }, [latch, namespace])
  const namesSupported = canSendToNames(latch, account.caipNetwork)
  // Offered only where the namespace's send prices by speed; otherwise no choice is shown.
  const feeSpeeds = offeredFeeSpeeds(latch, account.caipNetwork)
  const feeSpeed = chooseFeeSpeed(feeSpeeds, form.feeSpeed)

  // The fee of a native transfer at the chosen speed, for Max and for the balance check (a read from the chain, not a
  // wallet request).
  useEffect(() => {
    setNativeFee(undefined)
    if (!token?.isNative || !caipNetworkId || !account.address) return
    let current = true
    void estimateSendFee(latch, {
      caipNetworkId,
      token,
      to: account.address,
      amount: fromBaseUnits(1n, token.decimals),
      feeSpeed,
    }).then((fee) => {
      if (current) setNativeFee(fee)
    })
    return () => {
      current = false
    }
  }, [latch, token, caipNetworkId, account.address, feeSpeed])

  if (loading && tokens.length === 0) return <Spinner label={text.loadingTokens} />

  const check = checkSendForm({
    descriptor: latch.adapters.find((adapter) => adapter.namespace === namespace)?.descriptor,
    caipNetworkId,
    from: account.address,
    token,
    to: form.to,
    amount: form.amount,
    fee: token?.isNative ? nativeFee : undefined,
    names: {
      supported: namesSupported,
      resolution: nameResolution?.caipNetworkId === caipNetworkId ? nameResolution : undefined,
    },
  })
  const { recipient, problem } = check
  const networkName = account.caipNetwork?.name ?? ''
  const typedName = form.to.trim()
  // The name's lookup, under the field: resolving, the address it resolved to, or why it cannot be sent to.
  const nameText = (() => {
    if (recipient.status === 'valid' && recipient.name)
      return text.names.resolved(recipient.name, recipient.address)
    switch (problem) {
      case 'resolvingName':
        return text.names.resolving(typedName)
      case 'nameNotFound':
        return text.names.notFound(typedName)
      case 'invalidName':
        return text.names.invalid(typedName)
      case 'nameError':
        return errorTexts.errorResolvingName
      default:
        return undefined
    }
  })()
  const nameFailed =
    problem === 'nameNotFound' || problem === 'invalidName' || problem === 'nameError'
  const problemText = (() => {
    switch (problem) {
      case undefined:
      case 'resolvingName':
      case 'nameNotFound':
      case 'invalidName':
      case 'nameError':
        return undefined
      case 'invalidRecipient':
        return text.problems.invalidRecipient(networkName)
      case 'badChecksum':
        return text.problems.badChecksum(
          recipient.status === 'badChecksum' ? recipient.checksummed : '',
        )
      case 'tooManyDecimals':
        return text.problems.tooManyDecimals(token?.symbol ?? '', token?.decimals ?? 0)
      case 'insufficientBalance':
        return text.problems.insufficientBalance(token?.symbol ?? '', Boolean(token?.isNative))
      default:
        return text.problems[problem]
    }
  })()
  const warnings =
    recipient.status === 'valid'
      ? recipient.warnings.map((warning) =>
          warning === 'self' ? text.warnings.self : text.warnings.notChecksummed(recipient.address),
        )
      : []
  function closePicker() {
    setPicking(false)
    tokenButton.current?.focus()
  }

  const maxDisabled = !token || (token.isNative && nativeFee === undefined)

  function fillMax() {
    if (!token) return
    const max = maxSendAmount({
      balance: token.balance,
      isNative: token.isNative,
      fee: nativeFee ?? 0n,
    })
    updateSendForm(latch, { amount: fromBaseUnits(max, token.decimals) })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (
      problem ||
      !token ||
      !caipNetworkId ||
      recipient.status !== 'valid' ||
      check.amount === undefined
    )
      return
    const { key: _key, balance: _balance, isNative: _isNative, ...sendToken } = token
    reviewSend(latch, {
      caipNetworkId,
      token: sendToken,
      to: recipient.address,
      amount: fromBaseUnits(check.amount, token.decimals),
      name: recipient.name,
      feeSpeed,
    })
  }

  return (
    <form className="send" onSubmit={submit} noValidate>
      <style>{sendCss}</style>
      <div className="field">
        <span id={`${id}-token`} className="label">
          {text.token}
        </span>
        <button
          ref={tokenButton}
          type="button"
          className="secondary token-button"
          aria-labelledby={`${id}-token ${id}-token-value`}
          aria-expanded={picking}
          aria-controls={`${id}-tokens`}
          disabled={tokens.length === 0}
          onClick={() => setPicking(!picking)}
        >
          <span id={`${id}-token-value`} className="token-name">
            <strong>{token?.symbol ?? '—'}</strong>{' '}
            <span className="note">{token?.name ?? ''}</span>
          </span>
          <ChevronIcon />
        </button>
        {picking ? (
          // Escape closes the list, not the modal (the modal's Escape leaves an event a control took).
          // biome-ignore lint/a11y/noStaticElementInteractions: a keyboard shortcut of the list's own controls
          <div
            id={`${id}-tokens`}
            className="token-picker"
            onKeyDown={(event) => {
              // Enter in the search field searches; it does not submit the send form around it.
              if (event.key === 'Enter' && event.target instanceof HTMLInputElement)
                event.preventDefault()
              if (event.key !== 'Escape') return
              event.preventDefault()
              closePicker()
            }}
          >
            <SelectTokenList
              autoFocus
              groups={[
                {
                  title: text.select.yourTokens,
                  tokens: tokens.map((token) => listed(token, messages.locale)),
                },
              ]}
              text={text.select}
              onSelect={(key) => {
                updateSendForm(latch, { token: key })
                closePicker()
              }}
            />
          </div>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{text.recipient}</label>
        <input
          id={`${id}-to`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={
            namesSupported ? text.recipientPlaceholderWithNames : text.recipientPlaceholder
          }
          value={form.to}
          aria-invalid={
            nameFailed ||
            (recipient.status === 'invalid' && problem !== 'resolvingName') ||
            recipient.status === 'badChecksum'
              ? true
              : undefined
          }
          aria-describedby={
            [namesSupported ? `${id}-name` : '', warnings.length ? `${id}-warnings` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          // A name is looked up as typing pauses (a read through the adapter, not a wallet request).
          onChange={(event) => void updateSendRecipient(latch, event.target.value)}
        />
        {namesSupported ? (
          <p id={`${id}-name`} role="status" className={nameFailed ? 'problem name' : 'note name'}>
            {nameText ?? ''}
          </p>
        ) : null}
        {warnings.length ? (
          <div id={`${id}-warnings`}>
            {warnings.map((warning) => (
              <p key={warning} className="warning">
                {warning}
              </p>
            ))}
          </div>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-amount`}>{text.amount}</label>
        <AmountField
          id={`${id}-amount`}
          value={form.amount}
          describedBy={`${id}-balance`}
          onChange={(amount) => updateSendForm(latch, { amount })}
          max={{ text: text.max, label: text.maxLabel, disabled: maxDisabled, onClick: fillMax }}
        />
        {token ? (
          <p id={`${id}-balance`} className="note">
            {text.balance(
              formatAmount(
                fromBaseUnits(token.balance, token.decimals),
                undefined,
                messages.locale,
              ),
              token.symbol,
            )}
          </p>
        ) : null}
      </div>
      {feeSpeeds.length > 0 ? (
        <div className="field" role="radiogroup" aria-labelledby={`${id}-speed`}>
          <span id={`${id}-speed`} className="label">
            {text.feeSpeed.label}
          </span>
          <div className="speeds">
            {feeSpeeds.map((speed) => (
              <label key={speed} className="choice">
                <input
                  type="radio"
                  name={`${id}-speed`}
                  value={speed}
                  checked={speed === feeSpeed}
                  onChange={() => updateSendForm(latch, { feeSpeed: speed })}
                />
                {text.feeSpeed[speed]}
              </label>
            ))}
          </div>
        </div>
      ) : null}
      <p id={`${id}-problem`} className="problem" aria-live="polite">
        {problemText ?? ''}
      </p>
      <button
        type="submit"
        className="primary full"
        disabled={problem !== undefined}
        aria-describedby={
          problemText
            ? `${id}-problem`
            : problem && nameProblems.has(problem)
              ? `${id}-name`
              : undefined
        }
      >
        {text.continue}
      </button>
    </form>
  )
}
