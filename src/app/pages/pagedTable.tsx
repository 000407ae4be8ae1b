/**
 * What the administration pages of one table read a page at a time share (the outbox, the imports):
 * the page and its size, the answer and the failure's sentence (usePagedTable), the heading with
 * its intro and the failure (TablePageHeading), the row saying there is none (EmptyTableRow) and
 * the paging under the table (TablePager: 25, 50 or 100 rows a page).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';

/** One page of the rows and how many there are in all. */
export interface TablePage<T> {
  rows: T[];
  total: number;
}

/**
 * Reads page `page` (from 0) of `size` rows with `read`, again whenever either or `read` changes
 * (give a `read` made with useCallback over its filters), and on `load()` after a change.
 */
export function usePagedTable<T>(read: (page: number, size: number) => Promise<TablePage<T>>) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const [answer, setAnswer] = useState<TablePage<T> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setAnswer(await read(page, size));
      setFailure(null);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    }
  }, [read, page, size]);
  useEffect(() => {
    void load();
  }, [load]);
  return { page, setPage, size, setSize, answer, failure, load };
}

/** The page's title (in the app bar too), what it is for, and why its rows could not be read. */
export const TablePageHeading = ({ title, intro, failure, children }: { title: string; intro: string; failure: string | null; children?: ReactNode }) => (
  <>
    <Title title={title} />
    <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {intro}
    </Typography>
    {children}
    {failure && (
      <Alert severity="error" sx={{ mb: 2 }} role="alert">
        {failure}
      </Alert>
    )}
  </>
);

/** The table's one row once it is read and holds none: a sentence across its columns. */
export const EmptyTableRow = ({ shown, columns, text }: { shown: boolean; columns: number; text: string }) =>
  shown ? (
    <TableRow>
      <TableCell colSpan={columns}>
        <Typography color="text.secondary">{text}</Typography>
      </TableCell>
    </TableRow>
  ) : null;

/** Paging under the table; a new page size starts again at the first page. */
export const TablePager = ({ paged, label }: { paged: Pick<ReturnType<typeof usePagedTable>, 'answer' | 'page' | 'setPage' | 'size' | 'setSize'>; label: string }) => (
  <TablePagination
    component="div"
    count={paged.answer?.total ?? 0}
    page={paged.page}
    rowsPerPage={paged.size}
    rowsPerPageOptions={[25, 50, 100]}
    onPageChange={(_, p) => paged.setPage(p)}
    onRowsPerPageChange={(e) => {
      paged.setSize(Number(e.target.value));
      paged.setPage(0);
    }}
    labelRowsPerPage={label}
  />
);
