import { goBack } from '@latch/core/internal'
import { namesViews } from '../../i18n/en/namesViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useViewParams } from '../../modal/useViewParams'
import { namesCss } from './namesCss'

/** RegisterAccountNameSuccess (spec §2): the name registered, and the way back to the account. */
export default function RegisterAccountNameSuccessView() {
  const latch = useLatchInstance()
  const text = useViewMessages('names', namesViews).names
  const name = useViewParams('RegisterAccountNameSuccess')?.name ?? ''
  return (
    <div className="names">
      <style>{namesCss}</style>
      <p className="success">{text.success(name)}</p>
      <button
        type="button"
        // The Account view, which now shows the name (the success took the form's place).
        onClick={() => goBack(latch)}
      >
        {text.done}
      </button>
    </div>
  )
}
