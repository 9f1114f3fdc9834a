/**
 * What Latch's own packages (`@latch/react`, `@latch/evm`) need from core and apps should not use: the modal's
 * navigation, the balance action behind the buttons, the view on screen. May change in any release.
 */
export { fetchBalance } from './account/fetchBalance'
export { activeAdapter, adapterOf } from './connection/adapterOf'
export { reconnect } from './connection/reconnect'
export { currentEntry, currentView } from './modal/currentView'
export { goBack } from './modal/goBack'
export { isMobileDevice } from './modal/isMobileDevice'
export { pushView } from './modal/pushView'
export { replaceView } from './modal/replaceView'
export { viewToOpen } from './modal/viewToOpen'
export type { ViewArguments } from './router/views'
