import { useQueryClient } from '@tanstack/react-query';
import { clearReferenceList } from '../../dataProvider/references';
import { referencePathOf } from '../../../contract/beheer/referentielijsten';

/**
 * After a value of a code list changed, the browser forgets that list (the data provider's cache
 * and the query cache), so the next form that needs it fetches it again (spec 002 §4).
 */
export const useClearReferenceList = () => {
  const queryClient = useQueryClient();
  return (record: { lijst?: unknown }) => {
    const path = referencePathOf(String(record.lijst));
    if (!path) return;
    clearReferenceList(path);
    void queryClient.invalidateQueries({ queryKey: ['reference', path] });
  };
};
