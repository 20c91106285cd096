import { ESLint } from 'eslint';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The repository's dependency-cruiser configurations, run as `npm run lint` runs them, on a made-up tree in a
// temporary folder: its legal imports must pass, and each of its violations must be reported, by the rule meant.
// And ESLint's house/boundaries, which applies the same table in the editor, must say the same of every import.
const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** The tree: the legal shape first, then one file (or a pair) per violation. */
const files: Record<string, string> = {
  'src/api/client.ts': 'export const client = 1;\n',
  'src/api/schemas/vps.ts': 'export type Vps = string;\nexport const vps = 1;\n',
  'src/api/endpoints/vps.ts': "import { vps } from '../schemas/vps';\nexport const endpoints = vps;\n",
  'src/ui/button.tsx': 'export const Button = 1;\n',
  'src/features/vps/api/vps-queries.ts': "import { client } from '@/api/client';\nexport const vpsQueries = client;\n",
  'src/router.tsx': [
    "import { routeTree } from './routeTree.gen';",
    'export const router = routeTree;',
    'export type RouterContext = { session: 1 };',
  ].join('\n'),
  'src/routeTree.gen.ts': [
    "import { Route as RootRoute } from './routes/__root';",
    "import { Route as AppRoute } from './routes/_app';",
    'export const routeTree = [RootRoute, AppRoute];',
    'export type FileRoutesByTo = string;',
  ].join('\n'),
  // The root route and the shell name the router's and the route tree's types: no layer break, no cycle.
  'src/routes/__root.tsx':
    "import type { RouterContext } from '../router';\nexport const Route = {} as RouterContext;\n",
  'src/routes/_app.tsx': "import { AppShell } from '@/app/app-shell';\nexport const Route = AppShell;\n",
  'src/app/app-shell.tsx': [
    "import type { FileRoutesByTo } from '@/routeTree.gen';",
    "import type { RouterContext } from '../router';",
    "import { Button } from '@/ui/button';",
    // A dynamic import is a split point: the page importing the shell back makes no cycle.
    "export const AppShell = () => import('./lazy-page');",
    'export type Names = FileRoutesByTo | RouterContext;',
    'export const button = Button;',
  ].join('\n'),
  'src/app/lazy-page.ts': "import { AppShell } from './app-shell';\nexport const page = AppShell;\n",
  'src/mock/scenarios/demo/ids.ts': 'export const ids = 1;\n',
  'src/mock/areas/vps/routes.ts': [
    "import { vps } from '@/api/schemas/vps';",
    "import { endpoints } from '@/api/endpoints/vps';",
    "import { ids } from '../../scenarios/demo/ids';",
    'export const routes = [vps, endpoints, ids];',
  ].join('\n'),
  // The test kit and tests may reach up the layers and use the mock.
  'src/test/render-route.tsx': [
    "import { router } from '@/router';",
    "import { ids } from '@/mock/scenarios/demo/ids';",
    'export const renderRoute = [router, ids];',
  ].join('\n'),
  'src/features/vps/vps-list.test.tsx': [
    "import { renderRoute } from '@/test/render-route';",
    "import { ids } from '@/mock/scenarios/demo/ids';",
    "import { AppShell } from '@/app/app-shell';",
    'export const used = [renderRoute, ids, AppShell];',
  ].join('\n'),
  // Type-only in one direction: no cycle.
  'src/features/vps/typed-a.ts': "import type { B } from './typed-b';\nexport type A = B;\nexport const a = 1;\n",
  'src/features/vps/typed-b.ts': "import { a } from './typed-a';\nexport type B = string;\nexport const b = a;\n",

  // Violations.
  'src/features/hosting/cross.ts':
    "import { vpsQueries } from '../vps/api/vps-queries';\nexport const x = vpsQueries;\n",
  'src/ui/feature-type.ts': [
    "import type { vpsQueries } from '../features/vps/api/vps-queries';",
    'export type X = typeof vpsQueries;',
  ].join('\n'),
  'src/ui/lazy-shell.ts': "export const load = () => import('../app/app-shell');\n",
  'src/api/uses-ui.ts': "import { Button } from '../ui/button';\nexport const x = Button;\n",
  'src/i18n/uses-feature.ts':
    "import { vpsQueries } from '@/features/vps/api/vps-queries';\nexport const x = vpsQueries;\n",
  'src/features/vps/uses-shell.ts': "import { AppShell } from '@/app/app-shell';\nexport const x = AppShell;\n",
  'src/app/route-type.ts': "import type { Route } from '../routes/_app';\nexport type X = typeof Route;\n",
  'src/routes/tree-value.ts': "import { routeTree } from '../routeTree.gen';\nexport const x = routeTree;\n",
  'src/features/vps/uses-mock.ts': "import { ids } from '@/mock/scenarios/demo/ids';\nexport const x = ids;\n",
  'src/mock/areas/vps/uses-client.ts': "import { client } from '@/api/client';\nexport const x = client;\n",
  'src/mock/areas/vps/uses-feature.ts': [
    "import { vpsQueries } from '../../../features/vps/api/vps-queries';",
    'export const x = vpsQueries;',
  ].join('\n'),
  'src/main.tsx':
    "import { router } from './router';\nimport { renderRoute } from './test/render-route';\nexport const x = [router, renderRoute];\n",
  // A cycle of values.
  'src/features/vps/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'src/features/vps/cycle-b.ts': "import { a } from '@/features/vps/cycle-a';\nexport const b = () => a;\n",
  // Every name a type, but no `import type`: TypeScript and Vite keep `import './inline-b'`, a run-time cycle.
  'src/features/vps/inline-a.ts': "import { type B } from './inline-b';\nexport type A = B;\nexport const a = 1;\n",
  'src/features/vps/inline-b.ts': "import { a } from './inline-a';\nexport type B = string;\nexport const b = a;\n",
  // A value of the router in the shell's menu: a layer break, and a run-time cycle through the route tree.
  'src/app/shell-menu.ts': "import { router } from '@/router';\nexport const menu = router;\n",
  'src/app/shell-frame.tsx':
    "import { AppShell } from './app-shell';\nimport { menu } from './shell-menu';\nexport const x = [AppShell, menu];\n",
  'src/routes/framed.tsx': "import { x } from '@/app/shell-frame';\nexport const Route = x;\n",
};
// The route tree imports the framed route too (as the generated tree imports every route).
files['src/routeTree.gen.ts'] =
  `import { Route as FramedRoute } from './routes/framed';\n${files['src/routeTree.gen.ts']}\nexport const framed = FramedRoute;\n`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    verbatimModuleSyntax: true,
    paths: { '@/*': ['./src/*'] },
  },
};

interface Dependency {
  resolved: string;
  dependencyTypes: string[];
  rules?: { name: string }[];
  cycle?: { name: string }[];
}
interface CruiseResult {
  modules: { source: string; dependencies: Dependency[] }[];
}

let dir = '';

function cruise(config: string): CruiseResult {
  const run = spawnSync(
    process.execPath,
    [cli, 'src', '--config', path.join(root, config), '--output-type', 'json', '--no-cache'],
    { cwd: dir, encoding: 'utf8' },
  );
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`);
  return JSON.parse(run.stdout) as CruiseResult;
}

/** Every reported violation as `rule: from -> to`. */
function violations(result: CruiseResult): string[] {
  return result.modules.flatMap((module) =>
    module.dependencies.flatMap((dependency) =>
      (dependency.rules ?? []).map((rule) => `${rule.name}: ${module.source} -> ${dependency.resolved}`),
    ),
  );
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('layer and area rules (.dependency-cruiser.js)', () => {
  let result: CruiseResult;
  // Each cruise starts TypeScript: seconds, more on a busy machine.
  beforeAll(() => {
    result = cruise('.dependency-cruiser.js');
  }, 60_000);

  it('report each violation by its rule, and nothing in the legal shape', () => {
    expect(violations(result).sort()).toEqual(
      [
        'features-not-to-features: src/features/hosting/cross.ts -> src/features/vps/api/vps-queries.ts',
        'layer-ui: src/ui/feature-type.ts -> src/features/vps/api/vps-queries.ts',
        'layer-ui: src/ui/lazy-shell.ts -> src/app/app-shell.tsx',
        'layer-api: src/api/uses-ui.ts -> src/ui/button.tsx',
        'layer-api: src/i18n/uses-feature.ts -> src/features/vps/api/vps-queries.ts',
        'layer-features: src/features/vps/uses-shell.ts -> src/app/app-shell.tsx',
        'layer-app: src/app/route-type.ts -> src/routes/_app.tsx',
        'layer-app-types-only: src/app/shell-menu.ts -> src/router.tsx',
        'layer-routes-types-only: src/routes/tree-value.ts -> src/routeTree.gen.ts',
        'not-to-mock: src/features/vps/uses-mock.ts -> src/mock/scenarios/demo/ids.ts',
        'mock-only-contract: src/mock/areas/vps/uses-client.ts -> src/api/client.ts',
        'mock-only-contract: src/mock/areas/vps/uses-feature.ts -> src/features/vps/api/vps-queries.ts',
        'test-kit-only-in-tests: src/main.tsx -> src/test/render-route.tsx',
      ].sort(),
    );
  });

  it('are what house/boundaries says in the editor, import by import', { timeout: 60_000 }, async () => {
    const eslint = new ESLint({ cwd: root });
    const dependencies = result.modules.flatMap((module) =>
      module.dependencies.map((dependency) => ({ from: module.source, ...dependency })),
    );
    expect(dependencies.length).toBeGreaterThan(40);
    for (const { from, resolved, dependencyTypes, rules } of dependencies) {
      // The same import, written at the same place in the repository (`@/` and the extension name the file, whether
      // or not the repository has it).
      const specifier = `@/${resolved.replace(/^src\//, '')}`;
      const code = dependencyTypes.includes('dynamic-import')
        ? `export const load = () => import('${specifier}');\n`
        : dependencyTypes.includes('type-import')
          ? `export type T = import('${specifier}').T;\n`
          : dependencyTypes.includes('type-only')
            ? `import type { T } from '${specifier}';\n`
            : `import { x } from '${specifier}';\n`;
      const [linted] = await eslint.lintText(code, { filePath: path.join(root, from) });
      const editor = (linted?.messages ?? [])
        .filter((message) => message.ruleId === 'house/boundaries')
        .map((message) => /^[\w-]+/.exec(message.message)?.[0]);
      expect(editor, `${from} -> ${resolved} (${dependencyTypes.join(', ')})`).toEqual(
        (rules ?? []).map((rule) => rule.name),
      );
    }
  });
});

describe('cycle rule (.dependency-cruiser-cycles.js)', () => {
  it('reports run-time cycles only: not through `import type` or a dynamic import', { timeout: 60_000 }, () => {
    const result = cruise('.dependency-cruiser-cycles.js');
    const cycles = new Set(
      result.modules.flatMap((module) =>
        module.dependencies
          .filter((dependency) => dependency.rules?.some((rule) => rule.name === 'no-circular'))
          .map((dependency) =>
            [module.source, ...(dependency.cycle ?? []).map((step) => step.name)]
              .filter((name, index, all) => all.indexOf(name) === index)
              .sort()
              .join(' '),
          ),
      ),
    );
    expect([...cycles].sort()).toEqual(
      [
        'src/features/vps/cycle-a.ts src/features/vps/cycle-b.ts',
        'src/features/vps/inline-a.ts src/features/vps/inline-b.ts',
        'src/app/shell-frame.tsx src/app/shell-menu.ts src/routeTree.gen.ts src/router.tsx src/routes/framed.tsx',
      ].sort(),
    );
  });
});
