import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';
import { EmptyState } from './empty-state';

interface Server {
  id: string;
  name: string;
  ram: number;
}
const columns: Column<Server>[] = [
  { id: 'name', header: 'Name', primary: true, cell: (s) => s.name },
  { id: 'ram', header: 'Memory', align: 'end', cell: (s) => `${s.ram} GB` },
];

describe('DataTable', () => {
  it('is a captioned table whose cells carry their column header for the narrow layout', () => {
    render(
      <DataTable
        caption="Servers"
        columns={columns}
        rows={[{ id: 'a', name: 'web-01', ram: 4 }]}
        rowKey={(s) => s.id}
        empty={null}
      />,
    );
    const table = screen.getByRole('table', { name: 'Servers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Memory']);
    const [name, ram] = within(table).getAllByRole('cell');
    expect(name).not.toHaveAttribute('data-label');
    expect(ram).toHaveAttribute('data-label', 'Memory');
    expect(ram).toHaveTextContent(/^4 GB$/);
  });

  it('shows the empty state instead of a table without rows', () => {
    render(
      <DataTable
        caption="Servers"
        columns={columns}
        rows={[]}
        rowKey={(s) => s.id}
        empty={<EmptyState title="No servers yet" />}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No servers yet' })).toBeInTheDocument();
  });
});
