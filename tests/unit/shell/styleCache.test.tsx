import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { styled } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SNAPSHOT_KEY, STYLE_KEY, createStyleCache } from '../../../src/shell/styles/styleCache';

const Warning = styled('div')({ color: 'rgb(200, 0, 0)', lineHeight: 1.5714285714, '&:hover': { color: 'rgb(0, 0, 200)' } });

const renderWith = (cache: EmotionCache) =>
  render(
    <CacheProvider value={cache}>
      <Warning data-testid="warning" />
    </CacheProvider>,
  );

const emotionName = () => [...screen.getByTestId('warning').classList].find((c) => c.startsWith(`${STYLE_KEY}-`))!.slice(STYLE_KEY.length + 1);
const ruleCount = (cache: EmotionCache) => cache.sheet.tags.reduce((n, tag) => n + (tag.sheet?.cssRules.length ?? 0), 0);
const stored = () => JSON.parse(localStorage.getItem(SNAPSHOT_KEY)!) as { names: string[]; css: string };

afterEach(() => document.head.querySelectorAll('style').forEach((style) => style.remove()));

describe('the style snapshot', () => {
  it('gives the next start the rules of the last, which emotion then neither parses nor inserts again', () => {
    const first = createStyleCache(localStorage, document);
    const view = renderWith(first.cache);
    const name = emotionName();
    first.save();
    view.unmount();
    first.cache.sheet.flush();

    expect(stored().names).toContain(name);
    // Emotion's own text, not the browser's rounded serialisation.
    expect(stored().css).toContain(`.${STYLE_KEY}-${name}{color:rgb(200, 0, 0);line-height:1.5714285714;}`);
    expect(stored().css).toContain(`.${STYLE_KEY}-${name}:hover{`);

    const next = createStyleCache(localStorage, document);
    expect(next.cache.inserted[name]).toBe(true);
    const restored = ruleCount(next.cache);
    expect(restored).toBe(2);
    renderWith(next.cache);
    expect(emotionName()).toBe(name);
    expect(ruleCount(next.cache)).toBe(restored);
    expect(getComputedStyle(screen.getByTestId('warning')).color).toBe('rgb(200, 0, 0)');

    next.save();
    expect(stored().css.match(/:hover/g)).toHaveLength(1);
  });

  it('starts without a snapshot when the stored one is unreadable, and forgets it', () => {
    localStorage.setItem(SNAPSHOT_KEY, '{not json');
    createStyleCache(localStorage, document);
    expect(document.head.querySelector(`style[data-emotion^="${STYLE_KEY} "]`)).toBeNull();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();

    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ names: 'x', css: 1 }));
    createStyleCache(localStorage, document);
    expect(document.head.querySelector(`style[data-emotion^="${STYLE_KEY} "]`)).toBeNull();
  });

  it('takes over the styles a server-rendered screen wrote beside its elements, and stores each rule once', () => {
    const first = createStyleCache(localStorage, document);
    renderWith(first.cache).unmount();
    const name = Object.keys(first.cache.inserted).find((key) => first.cache.inserted[key] === true)!;
    first.save();
    first.cache.sheet.flush();
    document.head.querySelectorAll('style').forEach((style) => style.remove());

    // The server's page: the same rule beside its element, and one the snapshot does not hold.
    const root = document.createElement('div');
    root.innerHTML =
      `<style data-emotion="${STYLE_KEY} ${name}">.${STYLE_KEY}-${name}{color:rgb(200, 0, 0);}</style>` +
      `<style data-emotion="${STYLE_KEY} served1">.${STYLE_KEY}-served1{color:rgb(0, 120, 0);}</style><p class="${STYLE_KEY}-served1" data-testid="served">served</p>`;
    document.body.appendChild(root);
    const next = createStyleCache(localStorage, document);
    expect(next.cache.inserted.served1).toBe(true);
    expect(getComputedStyle(screen.getByTestId('served')).color).toBe('rgb(0, 120, 0)');

    next.save();
    expect(stored().names).toEqual(expect.arrayContaining([name, 'served1']));
    expect(stored().css.match(new RegExp(`\\.${STYLE_KEY}-${name}\\{`, 'g'))).toHaveLength(1);
    expect(stored().css).toContain(`.${STYLE_KEY}-served1{color:rgb(0, 120, 0);}`);
    root.remove();
  });
});
