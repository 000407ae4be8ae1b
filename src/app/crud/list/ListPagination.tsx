/**
 * The list's pager. Past 10,000 matching rows the server stops counting (api-contract.md: the
 * answer says `total_capped`, the data provider passes it on as `meta.totalCapped`), and the
 * range reads "1-10 of 10,000+" rather than a total that is not one.
 */
import { useCallback } from 'react';
import { Pagination, PaginationActions, useListContext, useLocaleState, useTranslate, type PaginationActionsProps } from 'react-admin';

const PagerActions = (props: PaginationActionsProps) => <PaginationActions {...props} showFirstButton showLastButton />;

/** No pager under an error: the page count of the last good answer would be misleading. */
export const ListPagination = ({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) => {
  const { error, meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const capped = !!meta?.totalCapped;
  const cappedRange = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('app.list.range_capped', { from, to, total: count.toLocaleString(locale), _: `${from}-${to} of ${count}+` }),
    [translate, locale],
  );
  if (error) return null;
  return <Pagination rowsPerPageOptions={rowsPerPageOptions} actions={PagerActions} {...(capped ? { labelDisplayedRows: cappedRange } : {})} />;
};
