/** A fresh world of `scenario` on the mock at `baseUrl` (as e2e/fixtures.ts `makeWorld`); its full-access key. */
export async function freshWorldKey(baseUrl: string, scenario: 'demo' | 'reseller' = 'demo'): Promise<string> {
  const response = await fetch(`${baseUrl}/__mock/worlds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scenario }),
  });
  if (response.status !== 201) throw new Error(`POST /__mock/worlds: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { keys: { full: string } }).keys.full;
}
