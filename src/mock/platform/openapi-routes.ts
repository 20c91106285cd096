import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { metaEndpoints as api } from '@/api/endpoints/meta-io';
import type { MockEnv } from './http';
import { servePublic } from './serve';

/**
 * `GET /api/v2/openapi.json`: the committed `docs/openapi.json` (`npm run openapi` writes it from the endpoint
 * tables; a test fails when it is stale), sent as it is on disk. Read at the first request and kept. Public
 * (`metaProblems.publicPaths` in problems.ts): no key, rate limited per address like the catalog.
 */
const DOCUMENT_FILE = new URL('../../../docs/openapi.json', import.meta.url);

let document: string | undefined;

export function openApiRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  servePublic(routes, api.openapi, (c) => {
    document ??= readFileSync(DOCUMENT_FILE, 'utf8');
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return routes;
}
