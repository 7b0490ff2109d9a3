import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one react-query cache, made before React renders so a list opened straight from the
 * address bar can be asked for while the app still boots (areaRoutes.tsx). react-admin would make
 * its own otherwise.
 */
export const queryClient = new QueryClient();
