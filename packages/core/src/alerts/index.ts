/**
 * The alerts of behaviour.md §8.5 and how the modal shows them (§8.8): an entry of its own, so only the chunks that
 * show or map an alert (the modal's, the project check's, analytics') hold the catalogue, never the first paint.
 */
export {
  type Alert,
  type AlertCode,
  alertForError,
  alerts,
  createAlertGate,
} from '../errors/alerts'
export { showAlert } from './showAlert'
