import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ROOT, renderApiFiles } from './openapi-document';

/**
 * `npm run openapi`: writes docs/openapi.json (OpenAPI 3.1, from the endpoint tables) and docs/api-reference.md (the
 * same, for reading). Commit both; scripts/openapi.test.ts fails while they are stale.
 */
for (const [file, text] of Object.entries(await renderApiFiles())) {
  mkdirSync(dirname(`${ROOT}/${file}`), { recursive: true });
  writeFileSync(`${ROOT}/${file}`, text);
  console.log(`wrote ${file} (${Buffer.byteLength(text)} bytes)`);
}
