import { Component, type ReactNode } from 'react'
import { MessagesContext } from '../i18n/MessagesContext'

type State = { failed: boolean }

/** A view that fails to load or render shows an error with a retry, never a blank dialog. */
export class ViewBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = MessagesContext
  declare context: React.ContextType<typeof MessagesContext>
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="center" role="alert">
        <p className="error">{this.context.modal.somethingWentWrong}</p>
        <button
          type="button"
          className="secondary"
          onClick={() => this.setState({ failed: false })}
        >
          {this.context.modal.tryAgain}
        </button>
      </div>
    )
  }
}
