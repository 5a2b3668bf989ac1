import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TableCell } from '@web/components/ui/admin-table';
import { handleRowKey, ListTable, type ListColumn } from './list-table';

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = [
  { id: 'a', name: 'Ana' },
  { id: 'b', name: 'Bruno' },
  { id: 'c', name: 'Carla' },
];
const columns: ListColumn<Row, 'name'>[] = [
  { id: 'name', header: 'Name', sort: 'name', cell: (row) => <TableCell>{row.name}</TableCell> },
];

/** A key event on a row (or, with `inner`, on a control inside it). */
function press(key: string, options: { inner?: boolean; ctrl?: boolean } = {}) {
  const row = {};
  return {
    key,
    currentTarget: row,
    target: options.inner ? {} : row,
    altKey: false,
    ctrlKey: options.ctrl ?? false,
    metaKey: false,
    preventDefault: vi.fn(),
  } as unknown as Parameters<typeof handleRowKey>[0];
}

function at(index: number) {
  return { index, count: 3, open: vi.fn(), focus: vi.fn() };
}

describe('the admin-list table from the keyboard', () => {
  it('opens the focused row with Enter or Space', () => {
    for (const key of ['Enter', ' ']) {
      const row = at(1);
      const event = press(key);
      handleRowKey(event, row);
      expect(row.open).toHaveBeenCalledOnce();
      expect(event.preventDefault).toHaveBeenCalled();
    }
  });

  it('moves between rows with the arrows, Home and End, stopping at the ends', () => {
    const cases: [number, string, number | null][] = [
      [0, 'ArrowDown', 1],
      [1, 'ArrowUp', 0],
      [0, 'ArrowUp', null],
      [2, 'ArrowDown', null],
      [1, 'Home', 0],
      [0, 'End', 2],
    ];
    for (const [index, key, target] of cases) {
      const row = at(index);
      handleRowKey(press(key), row);
      if (target === null) expect(row.focus, `${key} from ${index}`).not.toHaveBeenCalled();
      else expect(row.focus, `${key} from ${index}`).toHaveBeenCalledWith(target);
      expect(row.open).not.toHaveBeenCalled();
    }
  });

  it('leaves keys on a control inside the row, with a modifier, or that mean nothing here alone', () => {
    for (const event of [press('Enter', { inner: true }), press('Enter', { ctrl: true }), press('a')]) {
      const row = at(0);
      handleRowKey(event, row);
      expect(row.open).not.toHaveBeenCalled();
      expect(row.focus).not.toHaveBeenCalled();
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
  });

  it('puts one row in the Tab order and marks the sorted column', () => {
    const html = renderToString(
      <ListTable
        caption="People"
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        onOpen={() => {}}
        empty="none"
        sort={{ key: 'name', order: 'asc', onSort: () => {}, hint: 'sort' }}
        rowProps={(row) => ({ 'data-testid': `row-${row.id}` })}
      />,
    );
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html.match(/tabindex="-1"/g)).toHaveLength(2);
    expect(html).toMatch(/<tr[^>]*tabindex="0"[^>]*data-testid="row-a"/);
    expect(html).toContain('aria-sort="ascending"');
  });

  it('shows the empty row with no rows, and loading bars while loading', () => {
    const base = { caption: 'People', columns, rowId: (row: Row) => row.id, onOpen: () => {} };
    const empty = renderToString(<ListTable {...base} rows={[]} empty="Nobody yet" />);
    expect(empty).toContain('Nobody yet');
    expect(empty).not.toContain('tabindex="0"');
    const loading = renderToString(<ListTable {...base} rows={undefined} loading empty="Nobody yet" />);
    expect(loading).toContain('aria-busy="true"');
    expect(loading).not.toContain('Nobody yet');
  });
});
