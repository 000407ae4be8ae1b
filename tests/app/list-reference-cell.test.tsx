/**
 * A reference column's cells (src/app/crud/list/ReferenceCell.tsx, as the generated columns use it): each row
 * shows its referenced record's name, the whole page reads them with one getMany, and the query
 * cache holds an entry per referenced record, not per row (react-admin's ReferenceField left two
 * access-check entries per row, which every later cache event scanned).
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider, type DataProvider, type GetManyParams } from 'react-admin';
import { buildColumns } from '../../src/app/crud/list/columns';
import { ColumnCell } from '../../src/app/crud/list/quickEdit';
import { ReferenceCell } from '../../src/app/crud/list/ReferenceCell';
import { resourceDef } from '../../src/app/crud/registry';

const [categoryColumn] = buildColumns(
  resourceDef('products'),
  [<ReferenceCell key="category_id" source="category_id" reference="categories" sortable={false} />],
  null,
);

describe('reference column cells', () => {
  it('show each row’s category with one getMany for the page and no cache entry per row', async () => {
    const getMany = vi.fn(async (_resource: string, { ids }: GetManyParams) => ({ data: ids.map((id) => ({ id, name: `Category ${id}` })) }));
    const queryClient = new QueryClient();
    // 300 rows: a third with no category, the rest in category 1 or 2.
    const rows = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, category_id: i % 3 === 0 ? null : i % 3 }));
    render(
      <CoreAdminContext dataProvider={testDataProvider({ getMany: getMany as DataProvider['getMany'] })} queryClient={queryClient}>
        <ResourceContextProvider value="products">
          {rows.map((row) => (
            <RecordContextProvider key={row.id} value={row}>
              <div data-testid="cell">
                <ColumnCell column={categoryColumn} source="category_id" sortable={false} />
              </div>
            </RecordContextProvider>
          ))}
        </ResourceContextProvider>
      </CoreAdminContext>,
    );
    await waitFor(() => expect(screen.getAllByText('Category 1')).toHaveLength(100));
    expect(screen.getAllByText('Category 2')).toHaveLength(100);
    expect(screen.getAllByTestId('cell').filter((cell) => cell.textContent === '')).toHaveLength(100);
    expect(getMany).toHaveBeenCalledTimes(1);
    expect([...getMany.mock.calls[0][1].ids].sort()).toEqual([1, 2]);
    // The categories read (per id and together, and the records themselves): 5 entries for 300 rows.
    const keys = queryClient.getQueryCache().getAll().map((q) => `${String(q.queryKey[0])} ${String(q.queryKey[1])}`);
    expect(keys.sort()).toEqual(['categories getMany', 'categories getMany', 'categories getMany', 'categories getOne', 'categories getOne']);
  });
});
