import { useQuery } from '@tanstack/react-query';
import { Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

interface Choice {
  id: number;
  activeYN: boolean;
}

/**
 * Every variable a template may use, as a checkbox. The value keeps one entry per variable with
 * activeYN; the server keeps only those with activeYN true (spec 002 §5).
 */
export const VariablesInput = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { data: variables } = useQuery({
    queryKey: ['back-office-template-variable'],
    queryFn: () => dataProvider.getBackofficeTemplateVariables(),
    staleTime: 5 * 60_000,
  });
  const { field } = useInput<Choice[]>({ source: 'variables', defaultValue: [] });
  const value: Choice[] = field.value ?? [];
  const chosen = new Set(value.filter((v) => v.activeYN).map((v) => v.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    field.onChange((variables ?? []).map((v) => ({ id: v.id, activeYN: next.has(v.id) })));
  };
  return (
    <FormGroup sx={{ mt: 2 }} data-testid="template-variables">
      <FormLabel component="legend">{translate('app.backofficeTemplates.fields.variables')}</FormLabel>
      <FormHelperText>{translate('app.backofficeTemplates.variablesHelp')}</FormHelperText>
      {variables ? (
        variables.map((v) => (
          <FormControlLabel
            key={v.id}
            control={<Checkbox size="small" checked={chosen.has(v.id)} onChange={(e) => toggle(v.id, e.target.checked)} />}
            label={`{${v.naam}} – ${v.omschrijving}`}
          />
        ))
      ) : (
        <Skeleton width={300} />
      )}
    </FormGroup>
  );
};
