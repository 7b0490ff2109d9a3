import { clearSession } from '../../authProvider/session';
import { loadedEntities } from '../../dataProvider/entities';
import { markRequestFailed } from '../../dataProvider/pending';
import type { FieldMeta } from '../../../contract/entity';
import { type Failure, interpretError } from './catalogue';
import { showErrorDialog } from './errorStore';

type SessionEndHandler = () => void;

/** Until the shell mounts (sign-in page) an ended session simply means: back to /auth. */
let endSession: SessionEndHandler = () => {
  clearSession();
  window.location.assign('/auth');
};

/** The shell registers react-admin's logout here, so query caches are cleared as well. */
export const onSessionEnd = (handler: SessionEndHandler) => {
  const previous = endSession;
  endSession = handler;
  return () => {
    endSession = previous;
  };
};

export const requestSessionEnd = () => endSession();

/** A field's label from the entity metadata; a form that could fail has loaded the registry. */
const fieldLabel = (field: string) =>
  loadedEntities()
    .map((entity) => (entity.fields as Record<string, FieldMeta>)[field]?.label)
    .find(Boolean) ?? field;

/** Every failed server call ends here: the catalogue decides, this carries it out. */
export const reportFailure = (failure: Failure) => {
  markRequestFailed();
  const outcome = interpretError(failure, fieldLabel);
  if (outcome.logout) requestSessionEnd();
  if (outcome.dialog) showErrorDialog(outcome.dialog);
  return outcome;
};
