// The app's page in the browser test: frames the secure site's page and talks to it through createFrameClient.
import { createFrameClient } from '../createFrameClient'
import { type AppTestWindow, recordWarnings } from './testWindow'

const parameters = new URLSearchParams(location.search)
const frameOrigin = parameters.get('frameOrigin') ?? ''
const thirdOrigin = parameters.get('thirdOrigin') ?? ''

function frame(src: string) {
  const iframe = document.createElement('iframe')
  iframe.src = src
  document.body.append(iframe)
  return iframe
}

const warnings: Array<[string, string]> = []
recordWarnings(warnings)
// window.frames[0]: the secure site. Then the windows that must not be heard: another page of the secure site's
// origin, another page of the app's own origin, a page of a third origin.
const secureSite = frame(
  `${frameOrigin}/host.html?appOrigin=${encodeURIComponent(location.origin)}`,
)
frame(`${frameOrigin}/blank.html`)
frame(`${location.origin}/blank.html`)
frame(`${thirdOrigin}/blank.html`)

const contentWindow = secureSite.contentWindow
if (!contentWindow) throw new Error('the iframe has no window')
const client = createFrameClient({ frameWindow: contentWindow, frameOrigin })
const users: unknown[] = []
client.on('USER_UPDATE', (user) => users.push(user))
;(window as unknown as AppTestWindow).appTest = { client, warnings, users }
