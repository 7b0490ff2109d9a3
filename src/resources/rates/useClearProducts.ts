import { useQueryClient } from '@tanstack/react-query';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const PRODUCTS = '/api/v1/rente-tarieven/producten';

/** After a product changed, the rate form's product choice is read again (docs/rates.md). */
export const useClearProducts = () => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return () => {
    void dataProvider.clearReferenceList(PRODUCTS);
    void queryClient.invalidateQueries({ queryKey: ['reference', PRODUCTS] });
  };
};
