import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** The countries reference list (spec 002 §7), kept in Beheer › Referentielijsten › Landen. */
const COUNTRIES = '/api/v1/rf/landtypes';

const NAMES = new Intl.DisplayNames('nl', { type: 'region', fallback: 'code' });

/** A country code's Dutch name where no list is at hand (a read-only field): 'NL' reads 'Nederland'. */
export const countryName = (code: string) => NAMES.of(code) ?? code;

/**
 * A country chosen from the countries list, by typing part of its Dutch name. The value is the
 * ISO code the server stores and checks against the same list; the query key is the one Beheer
 * clears after a change to a list (src/resources/referentielijsten/useClearReferenceList.ts).
 */
export const CountryInput = ({ source, label, testId, required }: { source: string; label: string; testId: string; required?: boolean }) => {
  const dataProvider = useAppDataProvider();
  const { data: countries = [], isPending } = useQuery({
    queryKey: ['reference', COUNTRIES],
    queryFn: () => dataProvider.getReferenceList(COUNTRIES),
    select: (items) => items.map((item) => ({ id: String(item.id), name: String(item.omschrijving) })),
    staleTime: Infinity,
  });
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={countries}
      isPending={isPending}
      isRequired={required}
      disableClearable={required}
      size="small"
      sx={{ minWidth: 220 }}
      data-testid={testId}
    />
  );
};
