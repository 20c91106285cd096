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

describe('house/boundaries (resolved paths)', () => {
  it('flags a relative import of another feature', async () => {
    expect(
      await problems(
        'src/features/hosting/components/x.tsx',
        "import { vpsQueries } from '../../vps/api/vps-queries';\n",
      ),
    ).toEqual([expect.stringContaining('Features never import each other (hosting → vps)')]);
  });

  it('flags ui/ importing a feature or the shell by a relative path', async () => {
    expect(await problems('src/ui/x.tsx', "import { a } from '../features/vps/api/vps-queries';\n")).toEqual([
      expect.stringContaining('ui/ sits below features/'),
    ]);
    expect(await problems('src/ui/x.tsx', "import { AppShell } from '../app/app-shell';\n")).toEqual([
      expect.stringContaining('ui/ sits below app/'),
    ]);
  });

  it('flags api/ importing ui/, and browser code importing the mock', async () => {
    expect(await problems('src/api/x.ts', "import { Button } from '../ui/button';\n")).toHaveLength(1);
    expect(await problems('src/features/vps/x.ts', "import { createMockApp } from '@/mock/app';\n")).toEqual([
      expect.stringContaining('The mock is Node-only'),
    ]);
  });

  it("lets a test use the demo scenario's fixed records, and the mock only the contract", async () => {
    expect(
      await problems('src/features/vps/components/x.test.tsx', "import { WEB } from '@/mock/scenarios/demo/ids';\n"),
    ).toEqual([]);
    expect(await problems('src/mock/areas/vps/x.ts', "import { Button } from '../../../ui/button';\n")).toEqual([
      expect.stringContaining('mock/ imports only api/schemas and api/endpoints'),
    ]);
    expect(await problems('src/mock/areas/vps/x.ts', "import { vps } from '../../../api/schemas/vps';\n")).toEqual([]);
    expect(await problems('src/mock/areas/vps/x.ts', "import { vpsRoutes } from '@/api/endpoints/vps';\n")).toEqual([]);
    expect(await problems('src/mock/areas/vps/x.ts', "import { apiUrl } from '@/api/client';\n")).toEqual([
      expect.stringContaining('mock/ imports only'),
    ]);
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
