import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { findCycles, importGraph } from '../../../scripts/check-import-cycles.mjs';

const project = (files: Record<string, string>) =>
  importGraph(
    Object.keys(files),
    (file: string) => files[file],
    (file: string) => file in files,
  );

describe('check-import-cycles', () => {
  it('finds two files that import each other, also through a type-only or a lazy import', () => {
    const graph = project({
      'src/shell/areas.ts': "import type { AccessRule } from '../authProvider/canAccess';",
      'src/authProvider/canAccess.ts': "import { areas } from '../shell/areas';",
      'server/storage.ts': "export const open = () => import('./s3-storage');",
      'server/s3-storage.ts': "import { BaseStorage } from './storage';",
    });
    expect(findCycles(graph)).toEqual([
      ['server/s3-storage.ts', 'server/storage.ts'],
      ['src/authProvider/canAccess.ts', 'src/shell/areas.ts'],
    ]);
  });

  it('finds a longer circle once, with every file in it, and resolves index files and re-exports', () => {
    const graph = project({
      'src/a.ts': "export * from './b';",
      'src/b/index.ts': "import { c } from '../c';",
      'src/c.tsx': "import { a } from './a.js';",
      'src/d.ts': "import { a } from './a';",
    });
    expect(findCycles(graph)).toEqual([['src/a.ts', 'src/b/index.ts', 'src/c.tsx']]);
  });

  it('accepts a tree of imports, packages and files it does not know', () => {
    const graph = project({
      'src/a.ts': "import { b } from './b';\nimport React from 'react';\nimport { gone } from './gone';",
      'src/b.ts': "import { c } from './c';",
      'src/c.ts': "import { z } from 'zod';",
    });
    expect(findCycles(graph)).toEqual([]);
  });
});
