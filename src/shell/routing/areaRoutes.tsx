import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areas } from '../areas';
import { AreaRoute } from './AreaGuard';

const UnavailablePage = lazy(() => import('../../pages/unavailable/UnavailablePage'));

/** Areas with a screen of their own are routed in App.tsx; these show the not-yet-available page. */
const ROUTED_ELSEWHERE = ['beheer-teams'];

export const areaRoutes = () =>
  areas
    .filter((area) => !ROUTED_ELSEWHERE.includes(area.key))
    .map((area) => (
      <Route
        key={area.key}
        path={`${area.path}/*`}
        element={
          <AreaRoute area={area}>
            <UnavailablePage title={area.title} />
          </AreaRoute>
        }
      />
    ));
