import { plural } from '@latch/core/locale'
import { Fragment, useContext, useRef, useSyncExternalStore } from 'react'
import { ScreenFrame } from '../frame/ScreenFrame'
import { SiteLocaleContext } from '../i18n/SiteLocaleContext'
import { valueParts } from '../i18n/valueParts'
import type { Approvals } from './approvals'
import { type ApproveGateOptions, useApproveGate } from './useApproveGate'

/**
 * ApproveTransaction (behaviour.md §2's view, shown in the secure site's own frame): what is asked in plain words,
 * "Approve" and "Reject", in the modal's frame (its Close rejects). Focus lands on Reject, so a stray Enter never
 * approves; Escape rejects. Approve counts only once the screen has been in plain view for a moment (§11.6): the
 * app's page, which owns the frame, cannot have it pressed unseen.
 */
export function ApproveTransaction({
  approvals,
  appName,
  gate,
}: {
  approvals: Approvals
  appName?: string
  /** The approve gate's wait and clock (useApproveGate); a test's own. */
  gate?: ApproveGateOptions
}) {
  const pending = useSyncExternalStore(approvals.subscribe, approvals.current)
  const reject = useRef<HTMLButtonElement>(null)
  const approve = useRef<HTMLButtonElement>(null)
  const { armed, obscured } = useApproveGate(approve, pending?.id, gate)
  const { messages, tag } = useContext(SiteLocaleContext)
  const labels: Record<string, string> = messages.labels
  // A batch numbers its calls (`2. Send`): the number stays, the action is the language's (behaviour.md §20).
  const label = (text: string) =>
    text.replace(
      /^(\d+\. )?(.+)$/s,
      (_, step = '', words: string) => step + (labels[words] ?? words),
    )

  if (!pending) return null
  const { id, description } = pending
  const args = description.titleArgs
  const title = !args
    ? label(description.title)
    : 'calls' in args
      ? plural(messages.approveCalls, args.calls, tag)
      : messages.signTypedData(args.primaryType)
  return (
    <ScreenFrame
      titleId="approval-title"
      title={title}
      initialFocus={reject}
      step={id}
      onClose={() => approvals.answer(id, false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') approvals.answer(id, false)
      }}
    >
      <p className="approval-from">
        {appName ? messages.asksApproval(appName) : messages.anAppAsks}
      </p>
      {description.message ? (
        <figure className="approval-message">
          <figcaption>
            {description.message.encoding === 'hex' ? messages.messageHex : messages.message}
          </figcaption>
          {/* A long message scrolls: the keyboard must reach it (WCAG 2.1.1). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region */}
          <pre tabIndex={0}>{description.message.text}</pre>
        </figure>
      ) : null}
      <dl className="approval-rows">
        {description.rows.map((row, index) => (
          // Labels repeat in typed data (two arrays' items); their order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <div key={index}>
            <dt>{label(row.label)}</dt>
            {/* Addresses and amounts read left to right in a mirrored screen too (behaviour.md §20.4, §20.8). */}
            <dd>
              {row.words ? (
                valueParts(row.words, messages, tag).map((part, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
                  <Fragment key={at}>{part.isolate ? <bdi>{part.text}</bdi> : part.text}</Fragment>
                ))
              ) : (
                <bdi>{row.value}</bdi>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {obscured ? (
        <p className="approval-obscured" role="status">
          {messages.obscured}
        </p>
      ) : null}
      <div className="approval-actions">
        <button type="button" ref={reject} onClick={() => approvals.answer(id, false)}>
          {messages.reject}
        </button>
        <button
          type="button"
          className="primary"
          ref={approve}
          disabled={!armed}
          onClick={() => {
            if (armed) approvals.answer(id, true)
          }}
        >
          {messages.approve}
        </button>
      </div>
    </ScreenFrame>
  )
}
