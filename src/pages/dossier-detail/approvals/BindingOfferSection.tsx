import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { bindingOfferTextSchema } from '../../../../contract/dossier-parties';
import { EditableSection } from '../forms/EditableSection';
import { useDossierRefresh } from '../forms/useDossierRefresh';
import { BINDING_OFFER_FIELDS } from './approvalFields';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/**
 * The text of the binding offer. It may change while the offer does not bind yet and the dossier
 * runs (the server's check); after that it is shown read-only with the reason.
 */
const BindingOfferSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const key = (part: string) => ['dossier', String(dossierId), part];
  const check = useQuery({ queryKey: key('binding-offer-check'), queryFn: () => dataProvider.checkBindingOffer(dossierId) });
  const text = useQuery({ queryKey: key('binding-offer-text'), queryFn: () => dataProvider.getBindingOfferText(dossierId) });
  const refresh = useDossierRefresh(dossierId);
  const state = check.data;
  const notice = state && (state.bindend ? 'app.acceptance.bindend' : state.wijzigbaar ? 'app.acceptance.nietBindend' : 'app.acceptance.nietWijzigbaar');
  return (
    <Stack data-testid="binding-offer-panel">
      {notice && (
        <Alert severity={state.bindend ? 'success' : 'info'} sx={{ mb: 1 }} data-testid="binding-offer-state">
          {translate(notice)}
        </Alert>
      )}
      <EditableSection
        title={translate('app.acceptance.bindingOffer')}
        testId="binding-offer"
        fields={BINDING_OFFER_FIELDS}
        schema={bindingOfferTextSchema}
        record={text.data?.tekst ? { tekst: text.data.tekst } : null}
        loading={text.isPending}
        readOnly={!state?.wijzigbaar}
        extra={{ dossierId, ...(text.data?.version ? { version: text.data.version } : {}) }}
        save={(values) => dataProvider.putBindingOfferText(values)}
        onSaved={refresh}
      />
    </Stack>
  );
};

export default BindingOfferSection;
