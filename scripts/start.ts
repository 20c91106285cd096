/**
 * `npm start`: the mock API and the app's dev server from one command. The browser talks to one origin
 * (the dev server), which forwards /api and /__mock to the mock, so there is no CORS to think about. The app is the
 * demo build's (Vite mode `demo`: `__DEMO__`, src/demo-build.d.ts), with the sign-in page's demo.
 */
import { createServer } from 'vite';
import { startMockServer } from '@/mock/server';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const appPort = Number(process.env.PORT ?? 5173);
const scenario = process.env.SCENARIO ?? 'demo';

async function main() {
  const mock = await startMockServer({ port: mockPort, scenario, host: '127.0.0.1', quiet: true });
  process.env.MOCK_PORT = String(mockPort);
  const vite = await createServer({ mode: 'demo', server: { port: appPort, host: '127.0.0.1' } });
  await vite.listen();
  const url = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${appPort}/`;
  const keys = mock.defaultKeys;
  console.log(`
  Control panel   ${url}
  Mock API        ${mock.url}  (scenario "${scenario}")

  Sign in with "Start demo" on the sign-in page, or paste one of these keys:
    full access   ${keys.full}
    read-only     ${keys.readonly}
    other customer ${keys.other}

  Press Ctrl+C to stop.
`);
  const stop = async () => {
    await vite.close();
    await mock.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
