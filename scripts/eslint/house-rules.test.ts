import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config, run on made-up files placed where real ones would be: the rules must see
// an import by where it resolves to, whatever its spelling.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('house/')).map((m) => m.message);
}

describe('house/boundaries (the rules of .dependency-cruiser.js, in the editor)', () => {
  it('flags another feature, however the import is spelt', async () => {
    for (const specifier of ['../../vps/api/vps-queries', '@/features/vps/api/vps-queries']) {
      expect(
        await problems('src/features/hosting/components/x.tsx', `import { vpsQueries } from '${specifier}';\n`),
      ).toEqual([expect.stringContaining('features-not-to-features (src/features/vps/api/vps-queries.ts)')]);
    }
  });

  it('flags ui/ importing a feature or the shell: type-only, re-exported or dynamic', async () => {
    expect(await problems('src/ui/x.tsx', "import type { Vps } from '../features/vps/api/vps-queries';\n")).toEqual([
      expect.stringContaining('layer-ui'),
    ]);
    expect(await problems('src/ui/x.tsx', "export { AppShell } from '../app/app-shell';\n")).toEqual([
      expect.stringContaining('layer-ui (src/app/app-shell.tsx)'),
    ]);
    expect(await problems('src/ui/x.tsx', "export const load = () => import('@/app/app-shell');\n")).toEqual([
      expect.stringContaining('layer-ui'),
    ]);
  });

  it("lets the shell name the router's types, not take its values", async () => {
    expect(await problems('src/app/x.ts', "import type { AppRouter } from '@/router';\n")).toEqual([]);
    expect(await problems('src/app/x.ts', "import { type AppRouter } from '@/router';\n")).toEqual([]);
    expect(await problems('src/app/x.ts', "import { createAppRouter } from '@/router';\n")).toEqual([
      expect.stringContaining('layer-app-types-only (src/router.tsx)'),
    ]);
    expect(await problems('src/app/x.ts', "export type R = import('@/router').AppRouter;\n")).toHaveLength(1);
  });

  it('flags api/ importing ui/, and browser code importing the mock', async () => {
    expect(await problems('src/api/x.ts', "import { Button } from '../ui/button';\n")).toEqual([
      expect.stringContaining('layer-api'),
    ]);
    expect(await problems('src/features/vps/x.ts', "import { createMockApp } from '@/mock/app';\n")).toEqual([
      expect.stringContaining('not-to-mock'),
    ]);
  });

  it('lets a test use the mock and the test kit, and the mock only the contract', async () => {
    expect(
      await problems('src/features/vps/components/x.test.tsx', "import { WEB } from '@/mock/scenarios/demo/ids';\n"),
    ).toEqual([]);
    expect(await problems('src/features/vps/x.ts', "import { renderRoute } from '@/test/render-route';\n")).toEqual([
      expect.stringContaining('test-kit-only-in-tests'),
    ]);
    expect(await problems('src/mock/areas/vps/x.ts', "import { Button } from '../../../ui/button';\n")).toEqual([
      expect.stringContaining('mock-only-contract'),
    ]);
    expect(await problems('src/mock/areas/vps/x.ts', "import { vps } from '../../../api/schemas/vps';\n")).toEqual([]);
    expect(await problems('src/mock/areas/vps/x.ts', "import { vps } from '@/api/endpoints/vps';\n")).toEqual([]);
  });

  it('passes imports that go down the layers', async () => {
    expect(
      await problems(
        'src/features/vps/components/x.tsx',
        "import { apiRequest } from '../../../api/client';\nimport { Button } from '@/ui/button';\nimport { a } from '../api/vps-queries';\n",
      ),
    ).toEqual([]);
  });
});

describe('house/kit-controls', () => {
  it('flags raw kit class strings and Radix in a feature', async () => {
    const found = await problems(
      'src/features/vps/components/x.tsx',
      "import * as D from '@radix-ui/react-dialog';\nexport const A = () => <button className=\"button button--primary\">x</button>;\nexport const B = ({ on }: { on: boolean }) => <p className={on ? 'notice' : 'x'} />;\nexport const C = () => <div className=\"button-row\" />;\n",
    );
    expect(found).toEqual([
      expect.stringContaining('Features do not import Radix'),
      expect.stringContaining('Class "button" belongs to the kit'),
      expect.stringContaining('Class "notice" belongs to the kit'),
      expect.stringContaining('Class "button-row" belongs to the kit'),
    ]);
  });

  it('lets area classes through, even when they contain a kit word', async () => {
    expect(
      await problems(
        'src/features/vps/components/x.tsx',
        'export const A = () => <p className="vps-notice power-ladder__button">x</p>;\n',
      ),
    ).toEqual([]);
  });
});
