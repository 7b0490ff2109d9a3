import { loadedEntities } from '../../dataProvider/entities';
import { endSessionAlone, type Failure, plugFailurePort } from '../../dataProvider/failures';
import type { FieldMeta } from '../../../contract/entity';
import { interpretError } from './catalogue';
import { showErrorDialog } from './errorStore';

type SessionEndHandler = () => void;

/** Until the shell mounts (sign-in page) an ended session simply means: back to /auth. */
let endSession: SessionEndHandler = endSessionAlone;

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

/** A failed server call as the user sees it (spec 000 §8): the catalogue decides, this carries it out. */
const showFailure = (failure: Failure) => {
  const outcome = interpretError(failure, fieldLabel);
  if (outcome.logout) requestSessionEnd();
  if (outcome.dialog) showErrorDialog(outcome.dialog);
};

/** The frame plugs into the data layer's error port (src/dataProvider/failures.ts): once, at the start of the app. */
export const plugFrameIntoDataLayer = () => plugFailurePort({ report: showFailure, endSession: requestSessionEnd });
