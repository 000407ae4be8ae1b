/**
 * A reference column's cell in a list (the generated columns use it): the referenced record's
 * name, unlinked, as react-admin's <ReferenceField link={false}> shows it. ReferenceField also asks, for every row, whether the user
 * may show and may edit the referenced record, and while that record is not loaded (for good when
 * the reference is empty) it asks it about the row's own record: two query-cache entries per row,
 * 20,000 for a page of 10,000 rows, and every cache event (each query added) had react-admin's
 * loading indicator scan them all (59% of the time such a page took to open). Here only the
 * referenced record is read: one getMany for the page (react-admin aggregates them), one cache
 * entry per distinct id, and nothing at all for an empty reference.
 */
import ErrorIcon from '@mui/icons-material/Error';
import Typography from '@mui/material/Typography';
import { LinearProgress, useGetManyAggregate, useGetRecordRepresentation, useRecordContext, type Identifier } from 'react-admin';

/** `sortable` and `label` are read by the list's header, as from any field. */
export const ReferenceCell = ({ source, reference }: { source: string; reference: string; sortable?: boolean; label?: string }) => {
  const id = useRecordContext()?.[source] as Identifier | null | undefined;
  return id === null || id === undefined || id === '' ? null : <ReferenceName reference={reference} id={id} />;
};

const ReferenceName = ({ reference, id }: { reference: string; id: Identifier }) => {
  const { data, error, isLoading } = useGetManyAggregate(reference, { ids: [id] });
  const represent = useGetRecordRepresentation(reference);
  const referenced = data?.[0];
  if (error && !referenced) return <ErrorIcon color="error" fontSize="small" titleAccess={error.message} />;
  if (isLoading) return <LinearProgress />;
  return (
    <Typography component="span" variant="body2">
      {represent(referenced)}
    </Typography>
  );
};
