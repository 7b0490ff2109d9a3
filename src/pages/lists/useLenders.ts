import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const PATH = '/api/v1/rs/geldverstrekkers';

/** The money providers as choices (id, name), from the reference list every signed-in user reads. */
export const useLenders = () => {
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({
    queryKey: ['reference', PATH],
    queryFn: () => dataProvider.getReferenceList(PATH),
    select: (items) => items.map((item) => ({ id: Number(item.id), name: String(item.naam) })),
  });
  return data ?? [];
};
