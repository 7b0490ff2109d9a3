import { type ComponentType, lazy, useEffect, useState } from 'react';
import { BasenameContextProvider, Resource } from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import { loadEntities } from '../../dataProvider/entities';
import { loadResourceMessages } from '../../i18n/i18nProvider';
import type { EntityDef } from '../../../contract/entity';
import { type Area, entityArea } from '../../shell/areas';
import { AreaGuard } from '../../shell/routing/AreaGuard';
import { OwnRecordOnly } from './OwnRecordOnly';
import { SchemaCreate } from './SchemaCreate';
import { SchemaEdit } from './SchemaEdit';
import { SchemaList } from './SchemaList';
import { SchemaShow } from './SchemaShow';
import { useRegisterEntities } from './useRegisterEntities';

const UnavailablePage = lazy(() => import('../../pages/unavailable/UnavailablePage'));
const RechtenPage = lazy(() => import('../rechten/RechtenPage'));
const BeheerIndexPage = lazy(() => import('../../pages/beheer-index/BeheerIndexPage'));

/** Beheer › Rechten is a view of permissions and holders, not a resource (navigation.ts rule). */
const RECHTEN_AREA: Area = { key: 'beheer-rechten', path: '/beheer/rechten', title: 'app.area.beheer', rule: { allOf: ['MENU_BEHEER_VIEW', 'BEHEER_RECHTEN'] } };

/** Views that differ from the generic ones, by resource. */
const CUSTOM_VIEWS: Record<string, Partial<Record<'list' | 'show' | 'edit' | 'create', ComponentType>>> = {
  gebruikers: { create: lazy(() => import('../gebruikers/GebruikerCreate')), edit: lazy(() => import('../gebruikers/GebruikerEdit')) },
  berichttemplates: {
    create: lazy(() => import('../berichttemplates/BerichtTemplateCreate')),
    edit: lazy(() => import('../berichttemplates/BerichtTemplateEdit')),
  },
  referentielijsten: {
    create: lazy(() => import('../referentielijsten/ReferentieWaardeCreate')),
    edit: lazy(() => import('../referentielijsten/ReferentieWaardeEdit')),
  },
  'backoffice-email-templates': {
    create: lazy(() => import('../backoffice-templates/BackofficeTemplateCreate')),
    edit: lazy(() => import('../backoffice-templates/BackofficeTemplateEdit')),
  },
  hypotheekproducten: {
    create: lazy(() => import('../rates/HypotheekproductCreate')),
    edit: lazy(() => import('../rates/HypotheekproductEdit')),
  },
  rentetarieven: { create: lazy(() => import('../rates/RentetariefCreate')) },
  loyaliteit: { create: lazy(() => import('../loyaliteit/LoyaliteitCreate')) },
  informatie: {
    list: lazy(() => import('../informatie/InformatieList')),
    create: lazy(() => import('../informatie/InformatieCreate')),
    edit: lazy(() => import('../informatie/InformatieEdit')),
    show: lazy(() => import('../informatie/InformatieShow')),
  },
};

/** The parent route of a resource, e.g. /beheer for /beheer/vrije-dagen. */
const basenameOf = (entity: EntityDef) => entity.route.slice(0, entity.route.lastIndexOf('/'));

const views = (entity: EntityDef) => {
  const { edit: Edit = () => <SchemaEdit entity={entity} />, ...custom } = CUSTOM_VIEWS[entity.name] ?? {};
  return {
    list: () => <SchemaList entity={entity} />,
    show: () => <SchemaShow entity={entity} />,
    create: () => <SchemaCreate entity={entity} />,
    ...custom,
    edit: () => (
      <OwnRecordOnly entity={entity}>
        <Edit />
      </OwnRecordOnly>
    ),
  };
};

/**
 * Every schema-driven resource of the registry under its own route below `base` (e.g. /beheer),
 * guarded like its menu entry; a route without a resource yet shows the not-available page.
 * A resource's hand-written views (CUSTOM_VIEWS) replace the generic ones inside the same route.
 */
const SchemaResourceRoutes = ({ base }: { base: string }) => {
  const [entities, setEntities] = useState<readonly EntityDef[]>();
  useEffect(() => {
    let live = true;
    void Promise.all([loadEntities(), loadResourceMessages()]).then(([all]) => {
      if (live) setEntities(all.filter((e) => basenameOf(e) === base));
    });
    return () => {
      live = false;
    };
  }, [base]);
  useRegisterEntities(entities);
  if (!entities) return null;
  return (
    <Routes>
      {entities.map((entity) => (
        <Route
          key={entity.name}
          path={`${entity.route.slice(base.length + 1)}/*`}
          element={
            <AreaGuard area={entityArea(entity)}>
              <BasenameContextProvider basename={base}>
                <Resource name={entity.name} {...views(entity)} />
              </BasenameContextProvider>
            </AreaGuard>
          }
        />
      ))}
      {base === '/beheer' && (
        <>
          <Route index element={<BeheerIndexPage />} />
          <Route
            path="rechten"
            element={
              <AreaGuard area={RECHTEN_AREA}>
                <RechtenPage />
              </AreaGuard>
            }
          />
        </>
      )}
      <Route path="*" element={<UnavailablePage title="app.area.beheer" />} />
    </Routes>
  );
};

export default SchemaResourceRoutes;
