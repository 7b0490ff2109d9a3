import { useLocation } from 'react-router-dom';

/** What a link into the viewer carries: the screen it came from, for the viewer's way back. */
export interface ViewerState {
  terug?: string;
}

/** Link props into the PDF viewer that remember the current screen (a dossier's tab), so the viewer can lead back to it. */
export const useViewerLink = () => {
  const { pathname, search } = useLocation();
  return (to: string) => ({ to, state: { terug: `${pathname}${search}` } satisfies ViewerState });
};
