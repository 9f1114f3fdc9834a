import { Component, type ReactNode } from 'react'
import { enFrame } from '../i18n/en/frame'
import { MessagesContext } from '../i18n/MessagesContext'

type State = { failed: boolean }

/**
 * A view that fails to load or render shows an error with a retry, never a blank dialog. `onRetry` runs before
 * the view renders again (to load a failed chunk anew).
 */
export class ViewBoundary extends Component<{ children: ReactNode; onRetry?: () => void }, State> {
  static override contextType = MessagesContext
  declare context: React.ContextType<typeof MessagesContext>
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const { modal } = this.context ?? enFrame
    return (
      <div className="center" role="alert">
        <p className="error">{modal.somethingWentWrong}</p>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            this.props.onRetry?.()
            this.setState({ failed: false })
          }}
        >
          {modal.tryAgain}
        </button>
      </div>
    )
  }
}
