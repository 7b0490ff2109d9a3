import polyglotI18nProvider from 'ra-i18n-polyglot';
import { loadEntities } from '../dataProvider/entities';
import { nl } from './nl';
import { resourceMessages } from './resources';

let resources: ReturnType<typeof resourceMessages> = {};

export const i18nProvider = polyglotI18nProvider(() => ({ ...nl, resources }), 'nl', [{ locale: 'nl', name: 'Nederlands' }]);

/**
 * Adds the `resources.*` labels of the schema registry. Resource views wait for this before they
 * render (see SchemaResourceRoutes), so the registry stays out of the first download.
 */
export const loadResourceMessages = async () => {
  if (Object.keys(resources).length) return;
  resources = resourceMessages(await loadEntities());
  await i18nProvider.changeLocale('nl');
};
