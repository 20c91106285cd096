import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// File and folder names are eslint-plugin-check-file's (eslint.config.js); what is tested here is the repository's
// own globs: kebab-case everywhere, TanStack Router's names in src/routes only.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function nameProblems(file: string): Promise<string[]> {
  const [result] = await eslint.lintText('export {};\n', { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('check-file/')).map((m) => m.message);
}

describe('file and folder names', () => {
  it('passes kebab-case names, whatever follows the first dot', async () => {
    for (const file of [
      'src/features/vps/components/vps-power-menu.tsx',
      'src/features/vps/api/vps-queries.test.ts',
      'e2e/vps.spec.ts',
      'vite.config.ts',
    ]) {
      expect(await nameProblems(file), file).toEqual([]);
    }
  });

  it('flags other file and folder names', async () => {
    expect(await nameProblems('src/features/vps/VpsPowerMenu.tsx')).toEqual([
      expect.stringContaining('"VpsPowerMenu.tsx" does not match'),
    ]);
    expect(await nameProblems('src/ui/date_format.ts')).toHaveLength(1);
    expect(await nameProblems('src/features/Vps/vps-list.tsx')).toEqual([expect.stringContaining('folder "Vps"')]);
    // Router names belong to src/routes.
    expect(await nameProblems('src/features/vps/$vpsId.tsx')).toHaveLength(1);
    expect(await nameProblems('src/ui/_layout.tsx')).toHaveLength(1);
  });

  it("passes TanStack Router's names in src/routes, and only those", async () => {
    for (const file of [
      'src/routes/__root.tsx',
      'src/routes/_app.tsx',
      'src/routes/_app/index.tsx',
      'src/routes/_app/vps/$vpsId.tsx',
      'src/routes/_app/support/tickets/new.tsx',
      'src/routes/_app/domains/$domainId/contacts.tsx',
    ]) {
      expect(await nameProblems(file), file).toEqual([]);
    }
    for (const file of ['src/routes/_app/vps/$VpsId.tsx', 'src/routes/_app/vps/$vps-id.tsx', 'src/routes/_App.tsx']) {
      expect(await nameProblems(file), file).toEqual([expect.stringContaining('Route name')]);
    }
    expect(await nameProblems('src/routes/_App/vps.tsx')).toEqual([expect.stringContaining('Route name "_App"')]);
  });
});
