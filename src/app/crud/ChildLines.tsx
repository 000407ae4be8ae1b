/** Child lines (a quotation's lines): edited inside the parent's form, shown as a table on its page. */
import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ArrayField, ArrayInput, Datagrid, Labeled, ResourceContextProvider, SimpleFormIterator } from 'react-admin';

/** Spans the whole form width; the server saves the lines with the record in one transaction. */
export const ChildLines = ({ source, label, children }: { source: string; label: string; children: ReactNode }) => (
  <Box sx={{ gridColumn: '1 / -1' }}>
    <ArrayInput source={source} label={label}>
      <SimpleFormIterator inline disableReordering fullWidth>
        {children}
      </SimpleFormIterator>
    </ArrayInput>
  </Box>
);

/** The lines as a table, with the child resource's own list columns and labels. */
export const ChildLinesField = ({ source, reference, label, columns }: { source: string; reference: string; label: string; columns: ReactElement[] }) => (
  <Labeled label={label} fullWidth>
    <ArrayField source={source}>
      <ResourceContextProvider value={reference}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {columns}
        </Datagrid>
      </ResourceContextProvider>
    </ArrayField>
  </Labeled>
);
