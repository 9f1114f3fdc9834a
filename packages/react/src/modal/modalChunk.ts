// The dialog's chunk, loaded after the first paint (loadModal.ts): the dialog and the registry of its views.
export { Modal } from './Modal'
export { preloadView } from './viewRegistry'
