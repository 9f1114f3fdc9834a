import { Component, type ReactNode } from 'react'
import { enFrame } from '../i18n/en/frame'
import { MessagesContext } from '../i18n/MessagesContext'

type State = { failed: boolean }

/**
 * A view that fails to load or render shows an error with a retry, never a blank dialog. Try again mounts the
 * view anew, which loads a failed chunk again.
 */
export class ViewBoundary extends Component<{ children: ReactNode }, State> {
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
          onClick={() => this.setState({ failed: false })}
        >
          {modal.tryAgain}
        </button>
      </div>
    )
  }
}
