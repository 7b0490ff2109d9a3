import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';


/** One cache entry per signed-in user, shared by the user panel and the profile page. */
export const profileQueryKey = (userId: number | undefined) => ['profile', userId] as const;

/** The signed-in user's own profile (GET /profile). */
export const useOwnProfile = () => {
  const dataProvider = useAppDataProvider();
  const session = useSession();
  return useQuery({
    queryKey: profileQueryKey(session?.userId),
    queryFn: () => dataProvider.getProfile(true),
    enabled: !!session,
    staleTime: 5 * 60_000,
  });
};

/**
 * The picture as an object URL, or undefined without one. Keyed by the file id, so a new picture
 * is fetched once and an old one is never shown again; the URL is released when it changes.
 */
export const useProfilePicture = (fotoId: number | null | undefined) => {
  const dataProvider = useAppDataProvider();
  const { data: blob } = useQuery({
    queryKey: ['profile-picture', fotoId],
    queryFn: () => dataProvider.getProfilePicture(),
    enabled: !!fotoId,
    staleTime: Infinity,
  });
  const url = useMemo(() => (fotoId && blob ? URL.createObjectURL(blob) : undefined), [fotoId, blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
};
