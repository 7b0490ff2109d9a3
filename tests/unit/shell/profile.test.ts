import { describe, expect, it } from 'vitest';
import { applyFavicon, profileAsset, readProfile } from '../../../src/shell/profile';
import { themeFor } from '../../../src/shell/theme';

const withMeta = (content?: string) => {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'app-profile';
    meta.content = content;
    doc.head.appendChild(meta);
  }
  return doc;
};

describe('tenant profile', () => {
  it.each(['ff', 'nhl', 'hin'])('reads %s from <meta name="app-profile">', (profile) => {
    expect(readProfile(withMeta(profile))).toBe(profile);
  });
  it.each(['__APP_PROFILE__', 'xyz', '', undefined])('falls back to ff for %s', (value) => {
    expect(readProfile(withMeta(value))).toBe('ff');
  });
  it('points the favicon at the profile', () => {
    const doc = withMeta('hin');
    applyFavicon('hin', doc);
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/profiles/hin/favicon.svg');
    expect(profileAsset('nhl', 'login')).toBe('/profiles/nhl/login.svg');
  });
  it('gives each profile its own colours, ff red, and the 180/40 sidebar', () => {
    const colours = (['ff', 'nhl', 'hin'] as const).map((p) => (themeFor(p).palette?.primary as { main: string }).main);
    expect(new Set(colours).size).toBe(3);
    expect(colours[0]).toBe('#c8102e');
    expect(themeFor('ff').sidebar).toEqual({ width: 180, closedWidth: 40 });
  });
});
