import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@/api/endpoints/all-endpoints';
import { createMockApp } from '@/mock/app';
import { OPENAPI_FILE, REFERENCE_FILE, ROOT, renderApiFiles } from './openapi-document';

/**
 * The OpenAPI document and its readable reference are generated from the endpoint tables: the committed files must
 * be what `npm run openapi` writes now, the document must be valid OpenAPI 3.1 (an independent validator), name
 * every route the mock serves, and be what the mock answers at GET /api/v2/openapi.json.
 */

const files = await renderApiFiles();
const generated = files[OPENAPI_FILE] ?? '';
const document = JSON.parse(generated) as { openapi: string; paths: Record<string, Record<string, unknown>> };

describe('the OpenAPI document', () => {
  it.each([OPENAPI_FILE, REFERENCE_FILE])('%s is up to date (else: run npm run openapi)', (file) => {
    const committed = readFileSync(`${ROOT}/${file}`, 'utf8');
    expect(committed === files[file], `${file} is stale: run npm run openapi and commit the result`).toBe(true);
  });

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names every route the mock serves under /api/, with its method', () => {
    const { app } = createMockApp();
    const served = [
      ...new Set(
        app.routes
          .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
          .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`),
      ),
    ];
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('names the Idempotency-Key header exactly on the writes that create an order, an invoice or a payment', () => {
    const takesKey = (method: string, path: string) => {
      const op = document.paths[path]?.[method.toLowerCase()] as { parameters?: { name: string; in: string }[] };
      return (op.parameters ?? []).some(
        (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
      );
    };
    const withHeader = allEndpoints.filter((endpoint) => takesKey(endpoint.method, endpoint.path));
    expect(withHeader.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual([
      'POST /api/v2/billing/credit/actions/add-funds',
      'POST /api/v2/billing/invoices/{id}/actions/apply-credit',
      'POST /api/v2/billing/invoices/{id}/actions/pay-with-card',
      'POST /api/v2/billing/invoices/{id}/actions/refund',
      'POST /api/v2/billing/payments',
      'POST /api/v2/domains/bulk/renew',
      'POST /api/v2/domains/{id}/actions/renew',
      'POST /api/v2/orders',
      'POST /api/v2/shared-hosting/{accountId}/actions/billing-cycle',
      'POST /api/v2/shared-hosting/{accountId}/actions/renew',
      'POST /api/v2/shared-hosting/{accountId}/actions/upgrade',
      'POST /api/v2/vps/{id}/actions/upgrade',
    ]);
    expect(withHeader.every((endpoint) => endpoint.idempotent)).toBe(true);
  });

  it('is what the mock answers at GET /api/v2/openapi.json, without a key', async () => {
    const { app } = createMockApp();
    const response = await app.request('/api/v2/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(await response.json()).toEqual(document);
  });
});
