import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSession } from '../../../src/authProvider/session';
import { DossierFilters } from '../../../src/pages/dossiers/DossierFilters';
import { SidebarMenu } from '../../../src/shell/menu/SidebarMenu';
import { BEHEERDER, session } from '../fixtures';
import { renderInAdmin } from '../render';

const firstScreen = () => (
  <>
    <SidebarMenu />
    <DossierFilters filter={{}} onChange={() => undefined} />
  </>
);

// One test: whether the app has painted is the module's state, for the whole file.
describe('the first screen', () => {
  it('paints the filters as labelled boxes and the sidebar bare, the real parts a frame later, and at once on a later screen', async () => {
    writeSession(session({ permissions: BEHEERDER }));
    const first = renderInAdmin(firstScreen());
    expect(screen.getByTestId('sidebar')).toBeTruthy();
    expect(screen.queryByTestId('nav-dashboard')).toBeNull();
    expect(screen.queryByTestId('filter-query')).toBeNull();
    expect(screen.getByText('Fase').className).toBe('field-skeleton');

    expect(await screen.findByTestId('filter-query')).toBeTruthy();
    expect(screen.getByTestId('filter-fase')).toBeTruthy();
    expect(screen.getByTestId('nav-dashboard')).toBeTruthy();
    first.unmount();

    renderInAdmin(firstScreen());
    expect(screen.getByTestId('filter-query')).toBeTruthy();
    expect(screen.getByTestId('nav-dashboard')).toBeTruthy();
  });
});
