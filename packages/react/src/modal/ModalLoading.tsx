import { closeModal } from '@latch/core'
import { useCallback, useId } from 'react'
import { useMessages } from '../i18n/MessagesContext'
import { useLatchInstance } from '../LatchContext'
import { hostThemeCss } from '../theme/themeTokens'
import { useEscapeKey } from './useEscapeKey'

/**
 * What a click shows while the dialog's own chunk is on its way (behaviour.md §18.0): the dialog in its place
 * with a spinner, or, when the chunk failed, what failed and Try again. Its few rules are its own: the dialog's
 * stylesheet comes with the chunk it waits for.
 */
export function ModalLoading({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  const latch = useLatchInstance()
  const { modal } = useMessages()
  const labelId = useId()
  // Escape closes it as it closes the dialog: a visitor who changes their mind before the chunk is there is not
  // left with a dialog that opens afterwards and stays.
  useEscapeKey(
    useCallback(() => closeModal(latch), [latch]),
    true,
  )
  return (
    <>
      <style>{hostThemeCss(latch.options.themeVariables) + loadingCss}</style>
      <div className="backdrop">
        <div
          className="dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelId}
          aria-busy={!failed}
        >
          {failed ? (
            <div role="alert">
              <p id={labelId}>{modal.somethingWentWrong}</p>
              <button type="button" onClick={onRetry}>
                {modal.tryAgain}
              </button>
            </div>
          ) : (
            <div role="status">
              <div className="spinner" aria-hidden="true" />
              <span id={labelId} className="visually-hidden">
                {modal.loading}
              </span>
            </div>
          )}
        </div>
      </div>
    </>
  )
}

// The theme's colours and font, in the dialog's place (below the top, 360 px wide: behaviour.md §2.8).
const loadingCss =
  ':host{all:initial;position:fixed;inset:0;z-index:var(--latch-z-index);font:16px/1.4 var(--latch-font-family);' +
  'color:var(--latch-fg);color-scheme:var(--latch-color-scheme)}.backdrop{position:fixed;inset:0;display:flex;' +
  'justify-content:center;align-items:flex-start;padding:clamp(48px,12vh,112px) 8px 16px;' +
  'background:var(--latch-backdrop)}.dialog{box-sizing:border-box;width:360px;max-width:100%;padding:24px;' +
  'border-radius:var(--latch-radius);background:var(--latch-bg);text-align:center}' +
  'button{font:inherit;color:inherit;background:none;border:1px solid var(--latch-border);' +
  'border-radius:var(--latch-radius);padding:8px 16px;cursor:pointer}' +
  '.spinner{width:28px;height:28px;margin:auto;border-radius:50%;border:3px solid var(--latch-border);' +
  'border-top-color:var(--latch-accent);animation:spin .8s linear infinite}@keyframes spin{to{transform:rotate(360deg)}}' +
  '@media (prefers-reduced-motion:reduce){.spinner{animation:none}}' +
  '.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}'
