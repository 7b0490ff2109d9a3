// `npm run new:resource -- <name>`: the start of a new schema-driven resource (README "Adding a
// schema-driven resource"): its declaration in contract/beheer/<name>.ts, with a name, a
// description and the switch Actief, and its line in contract/registry.ts. From there the
// declaration is all there is to write; `npm run db:generate` then makes its table.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** 'vrije-dagen' → 'vrijeDagen'. */
const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** 'vrije-dagen' → 'Vrije dagen'. */
const label = (name) => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');

/** The declaration of `name`: a list under Beheer, read by every signed-in user, written with a permission of its own. */
export function declaration(name) {
  const id = camel(name);
  const permission = `BEHEER_${name.replace(/-/g, '_').toUpperCase()}`;
  return `import { z } from 'zod';
import { defineEntity } from '../entity';
import { optionalText, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API } from './common';

// The fields as the create and update bodies carry them, with the shared rules of contract/rules.ts
// and contract/field-rules.ts (phone, KvK, e-mail, dates, amounts); \`.default(…)\` is what a new record starts as.
const ${id}Schema = z.object({
  naam: requiredText(100),
  omschrijving: optionalText(500),
  active: activeRule(),
});

export const ${id}Entity = defineEntity({
  name: '${name}',
  apiPath: \`\${BEHEER_API}/${name}\`,
  route: '/beheer/${name}',
  label: { one: '${label(name)}', many: '${label(name)}' },
  schema: ${id}Schema,
  fields: {
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    omschrijving: { label: 'Omschrijving', kind: 'longtext' },
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: 'signedIn', write: ['${permission}'] },
  permissionDescriptions: { ${permission}: 'Beheer: ${label(name).toLowerCase()}' },
  deletable: false,
});
`;
}

/** The registry with the entity's import beside the other Beheer lists' and its line last in `entities`. */
export function withRegistryLine(registry, name) {
  const id = `${camel(name)}Entity`;
  const imports = [...registry.matchAll(/^import .* from '\.\/beheer\/.*';$/gm)];
  const last = imports.at(-1);
  const end = registry.lastIndexOf('] as const;');
  if (!last || end < 0) throw new Error('contract/registry.ts is not as expected: no Beheer import or no `] as const;`');
  const importLine = `import { ${id} } from './beheer/${name}';\n`;
  const at = last.index + last[0].length + 1;
  return registry.slice(0, at) + importLine + registry.slice(at, end) + `  ${id},\n` + registry.slice(end);
}

/** Writes the declaration and the registry line under `root`; refuses a name that is taken or malformed. */
export function newResource(root, name) {
  if (!NAME.test(name ?? '')) throw new Error(`Give the resource's name in lower case, words joined by '-': npm run new:resource -- notariskantoren`);
  const file = path.join(root, 'contract', 'beheer', `${name}.ts`);
  const registryFile = path.join(root, 'contract', 'registry.ts');
  const registry = fs.readFileSync(registryFile, 'utf8');
  if (fs.existsSync(file) || registry.includes(`'./beheer/${name}'`) || registry.includes(`${camel(name)}Entity`)) {
    throw new Error(`A resource '${name}' exists already (contract/beheer/${name}.ts or its registry line).`);
  }
  fs.writeFileSync(file, declaration(name));
  fs.writeFileSync(registryFile, withRegistryLine(registry, name));
  return path.relative(root, file);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const name = process.argv[2];
  try {
    const file = newResource(process.cwd(), name);
    console.log(`Wrote ${file} and its line in contract/registry.ts.
Next: give it its fields in ${file}, then
  npm run db:generate -- --name ${name}
and start the app: Beheer lists it for whoever holds its permission (the demo's beheerder).`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
