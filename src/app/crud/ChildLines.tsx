/** Child lines (a quotation's lines): edited inside the parent's form, shown as a table on its page. */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ArrayField, ArrayInput, Datagrid, Labeled, ResourceContextProvider, SimpleFormIterator } from 'react-admin';
import { recordDefaults, resourceDef, useResourceDef } from './registry';

/**
 * A new line starts from the child resource's YAML defaults (a quantity of 1), as a new record
 * does: react-admin fills a new line from its inputs' defaultValue.
 */
function withLineDefaults(children: ReactNode, defaults: Record<string, unknown>): ReactNode {
  return Children.map(children, (input) => {
    if (!isValidElement<{ source?: string; defaultValue?: unknown }>(input)) return input;
    const { source, defaultValue } = input.props;
    return source !== undefined && defaultValue === undefined && source in defaults ? cloneElement(input, { defaultValue: defaults[source] }) : input;
  });
}

/** Spans the whole form width; the server saves the lines with the record in one transaction. */
export const ChildLines = ({ source, label, children }: { source: string; label: string; children: ReactNode }) => {
  const child = useResourceDef().children.find((c) => c.field === source);
  const defaults = child ? recordDefaults(resourceDef(child.resource)) : {};
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <ArrayInput source={source} label={label}>
        <SimpleFormIterator inline disableReordering fullWidth>
          {withLineDefaults(children, defaults)}
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};

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
