import { catalogListPage, catalogQuery } from '@/api/schemas/catalog';
import { serverCatalog, serverCatalogQuery } from '@/api/schemas/vps-order';
import { catalogRoutes } from './catalog';
import { bindIo } from './endpoint';

export const catalogEndpoints = bindIo(catalogRoutes, {
  sharedHosting: { query: catalogQuery, response: catalogListPage },
  servers: { query: serverCatalogQuery, response: serverCatalog },
});
