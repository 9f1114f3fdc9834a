import { cancelSignIn, signIn } from '@latch/core/siwx'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { siwxViews } from '../../i18n/en/siwxViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'

const css = `
.siwx{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.siwx .app-icon{width:56px;height:56px;border-radius:14px;object-fit:cover;background:var(--latch-bg-2)}
.siwx h3{margin:0;font-size:17px}
.siwx p{margin:0;color:var(--latch-fg-2);font-size:14px}
.siwx .address{font-family:ui-monospace,monospace;font-size:13px;color:var(--latch-fg);word-break:break-all}
.siwx .actions{flex-direction:row;width:100%}
.siwx .actions>button{flex:1}
.siwx .cancel{min-height:40px;padding:8px 16px;border:1px solid var(--latch-border);border-radius:999px;background:transparent;color:var(--latch-fg);font-weight:600;cursor:pointer}
`

/** SIWXSignMessage (behaviour.md §4): the app asks the visitor to sign in; Sign cannot be pressed twice. */
export default function SIWXSignMessageView() {
  const latch = useLatchInstance()
  const text = useViewMessages('siwx', siwxViews).siwx
  const account = useLatchAccount()
  const status = useLatchState((state) => state.siwx.status)
  const signing = status === 'signing'
  const { name, icons } = latch.options.metadata
  return (
    <div className="siwx">
      <style>{css}</style>
      {icons[0] ? <img className="app-icon" src={icons[0]} alt="" /> : null}
      <h3>{text.heading(name)}</h3>
      <p>{text.explanation}</p>
      {account.address ? (
        <p>
          {text.account}: <span className="address">{account.address}</span>
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="cancel" onClick={() => void cancelSignIn(latch)}>
          {text.cancel}
        </button>
        <button
          type="button"
          className="primary"
          disabled={signing}
          aria-busy={signing}
          onClick={() => void signIn(latch)}
        >
          {signing ? text.signing : text.sign}
        </button>
      </div>
    </div>
  )
}
