import { catalogListPage, catalogQuery } from '@/api/schemas/catalog';
import { catalogRoutes } from './catalog';
import { bindIo } from './endpoint';

export const catalogEndpoints = bindIo(catalogRoutes, {
  sharedHosting: { query: catalogQuery, response: catalogListPage },
});
