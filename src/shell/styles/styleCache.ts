import createCache from '@emotion/cache';

/**
 * The app's emotion cache, started from the styles the last visit inserted (issue #9).
 *
 * MUI computes every component's style in the render, then emotion parses it with stylis and
 * inserts the rules one by one: on a dossier list's first screen that parsing and inserting is
 * ~40 ms of a ~150 ms commit. The styles hardly change between visits, so the cache writes the
 * rules it inserted to local storage, and the next start hands them back in one `<style>`
 * element that the browser parses natively. Emotion's own server-rendering handover does the
 * rest: a `<style data-emotion="hyp name …">` present when the cache is created counts as
 * inserted, so emotion skips every name it lists.
 *
 * A name is the hash of its style, so an older snapshot never holds a wrong rule for a name; at
 * most rules nobody uses any more, and LIMIT bounds those. The snapshot's rules come before the
 * ones inserted later, as after any earlier navigation in a long-lived tab.
 */
export const STYLE_KEY = 'hyp';
export const SNAPSHOT_KEY = 'hyp.styles';
const LIMIT = 512 * 1024;
/** After the first screen has settled; a tab that is hidden or closed sooner saves then. */
const SAVE_AFTER_MS = 3000;

interface Snapshot {
  names: string[];
  css: string;
}

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' && value !== null && Array.isArray((value as Snapshot).names) && typeof (value as Snapshot).css === 'string';

/** Puts the stored rules in the document, where the cache about to be created finds them. */
function restoreStyles(storage: Storage, doc: Document) {
  try {
    const snapshot: unknown = JSON.parse(storage.getItem(SNAPSHOT_KEY) ?? 'null');
    if (!isSnapshot(snapshot) || !snapshot.names.length) return;
    const style = doc.createElement('style');
    style.setAttribute('data-emotion', `${STYLE_KEY} ${snapshot.names.join(' ')}`);
    style.textContent = snapshot.css;
    doc.head.appendChild(style);
  } catch {
    storage.removeItem(SNAPSHOT_KEY);
  }
}

/**
 * The text of the rules the document holds for the cache about to be created: the snapshot's, and
 * those a screen rendered on the server wrote beside its elements (docs/first-screen.md), each once.
 */
function handedOver(doc: Document) {
  const names = new Set<string>();
  let css = '';
  for (const style of doc.querySelectorAll(`style[data-emotion^="${STYLE_KEY} "]`)) {
    const own = style.getAttribute('data-emotion')!.split(' ').slice(1);
    if (own.every((name) => names.has(name))) continue;
    own.forEach((name) => names.add(name));
    css += style.textContent ?? '';
  }
  return css;
}

/**
 * An emotion cache started from the stored snapshot, and `save`, which stores the snapshot's rules
 * and those inserted since. It keeps the rules' text as emotion wrote them: the browser's own
 * serialisation (`cssText`) rounds numbers to six digits, which shifts line heights a little.
 */
export function createStyleCache(storage: Storage, doc: Document) {
  restoreStyles(storage, doc);
  const restored = handedOver(doc);
  const cache = createCache({ key: STYLE_KEY });
  const inserted: string[] = [];
  const insert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule) => {
    inserted.push(rule);
    insert(rule);
  };
  const save = () => {
    const names = Object.keys(cache.inserted).filter((name) => cache.inserted[name] === true);
    const css = restored + inserted.join('');
    if (!names.length || css.length > LIMIT) return;
    try {
      storage.setItem(SNAPSHOT_KEY, JSON.stringify({ names, css } satisfies Snapshot));
    } catch {
      // Storage full: the next start inserts its styles itself.
    }
  };
  return { cache, save };
}

/** The browser's one cache, made by main.tsx; a server render makes its own (src/entry-server.tsx). */
export function browserStyleCache() {
  const { cache, save } = createStyleCache(window.localStorage, document);
  window.setTimeout(save, SAVE_AFTER_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
  return cache;
}
