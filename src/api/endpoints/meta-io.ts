import * as z from 'zod/mini';
import { bindIo } from './endpoint';
import { metaRoutes } from './meta';

/** An OpenAPI 3.1 document: only what a reader checks first is typed; the rest passes as sent. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const metaEndpoints = bindIo(metaRoutes, {
  openapi: { response: openApiDocument },
});
