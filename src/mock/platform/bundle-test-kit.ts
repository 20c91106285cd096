import type { CreateWorldBody } from '@/api/schemas/mock-control';
import { BUNDLE_FORMAT, BUNDLE_VERSION } from '@/api/schemas/view-bundle';

/** A read as a bundle file holds it (`tables`: the compact form's, see view-bundle-columns.ts). */
export interface FileRead {
  path: string;
  body: unknown;
  tables?: unknown;
}

/** A view bundle holding `reads`, for `POST /__mock/worlds` in the mock's tests (the demo scenario by default). */
export function bundleOf(
  reads: FileRead[],
  options: { scenario?: string | null; version?: 1 | typeof BUNDLE_VERSION } = {},
): NonNullable<CreateWorldBody['bundle']> {
  return {
    format: BUNDLE_FORMAT,
    version: options.version ?? BUNDLE_VERSION,
    appVersion: '0.1.0',
    createdAt: '2026-11-27T20:00:00.000Z',
    url: '/domains?status=active',
    locale: 'sv',
    scheme: 'light',
    viewportWidth: 390,
    scenario: options.scenario === undefined ? 'demo' : options.scenario,
    customerName: 'Person 1',
    keyScopes: null,
    masked: true,
    reads: reads.map((read) => ({ ...read, at: 1 })),
    operations: [],
    failedRequests: [],
  };
}
