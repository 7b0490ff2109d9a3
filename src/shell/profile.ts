import { serverRequest } from './serverRender';

/** Tenant profiles (spec 000 §1); the server writes the active one into index.html. */
const PROFILES = ['ff', 'nhl', 'hin'] as const;
export type Profile = (typeof PROFILES)[number];

export const isProfile = (value: unknown): value is Profile => (PROFILES as readonly unknown[]).includes(value);

/** The profile of `<meta name="app-profile">` (on the server: the server's own); anything else falls back to ff. */
export const readProfile = (doc?: Document): Profile => {
  const value = doc || typeof document !== 'undefined' ? (doc ?? document).querySelector('meta[name="app-profile"]')?.getAttribute('content') : serverRequest()?.profile;
  return isProfile(value) ? value : 'ff';
};

export const profileAsset = (profile: Profile, asset: 'logo' | 'login' | 'favicon') => `/profiles/${profile}/${asset}.svg`;

/** Points the favicon at the active profile, also when index.html still holds the placeholder. */
export const applyFavicon = (profile: Profile, doc: Document = document) => {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = profileAsset(profile, 'favicon');
};
