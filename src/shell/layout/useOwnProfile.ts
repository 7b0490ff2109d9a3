import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSession } from '../../authProvider/session';
import { getProfile, getProfilePicture } from '../../dataProvider/profile';

/** One cache entry per signed-in user, shared by the user panel and the profile page. */
export const profileQueryKey = (userId: number | undefined) => ['profile', userId] as const;

/** The signed-in user's own profile (GET /profile). */
export const useOwnProfile = () => {
  const session = useSession();
  return useQuery({
    queryKey: profileQueryKey(session?.userId),
    queryFn: () => getProfile(true),
    enabled: !!session,
    staleTime: 5 * 60_000,
  });
};

/**
 * The picture as an object URL, or undefined without one. Keyed by the file id, so a new picture
 * is fetched once and an old one is never shown again; the URL is released when it changes.
 */
export const useProfilePicture = (fotoId: number | null | undefined) => {
  const { data: blob } = useQuery({
    queryKey: ['profile-picture', fotoId],
    queryFn: getProfilePicture,
    enabled: !!fotoId,
    staleTime: Infinity,
  });
  const url = useMemo(() => (fotoId && blob ? URL.createObjectURL(blob) : undefined), [fotoId, blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
};
