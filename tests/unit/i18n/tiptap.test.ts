import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { raTiptapNl } from '../../../src/i18n/ra';

const SOURCES = path.resolve('node_modules/ra-input-rich-text/src');

/** Every `ra.tiptap.*` key the rich-text editor's sources ask for. */
const usedKeys = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return usedKeys(file);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return [...fs.readFileSync(file, 'utf8').matchAll(/'ra\.tiptap\.([a-z0-9_]+)'/g)].map((m) => m[1]);
  });

describe('the rich-text editor toolbar in Dutch', () => {
  it('has a Dutch text for every key ra-input-rich-text uses', () => {
    const used = [...new Set(usedKeys(SOURCES))].sort();
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !(key in raTiptapNl))).toEqual([]);
  });
});
