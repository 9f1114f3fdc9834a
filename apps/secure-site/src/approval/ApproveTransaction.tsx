import { useRef, useSyncExternalStore } from 'react'
import { ScreenFrame } from '../frame/ScreenFrame'
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

  if (!pending) return null
  const { id, description } = pending
  return (
    <ScreenFrame
      titleId="approval-title"
      title={description.title}
      initialFocus={reject}
      step={id}
      onClose={() => approvals.answer(id, false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') approvals.answer(id, false)
      }}
    >
      <p className="approval-from">
        {appName ? `${appName} asks for your approval.` : 'An app asks for your approval.'}
      </p>
      {description.message ? (
        <figure className="approval-message">
          <figcaption>
            {description.message.encoding === 'hex' ? 'Message (hex)' : 'Message'}
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
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {obscured ? (
        <p className="approval-obscured" role="status">
          Approve works once this screen is in full view, with nothing over it.
        </p>
      ) : null}
      <div className="approval-actions">
        <button type="button" ref={reject} onClick={() => approvals.answer(id, false)}>
          Reject
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
          Approve
        </button>
      </div>
    </ScreenFrame>
  )
}
