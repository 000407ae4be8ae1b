/** Child lines (a quotation's lines): edited inside the parent's form, shown as a table on its page. */
import { Children, cloneElement, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ArrayField, ArrayInput, Datagrid, ResourceContextProvider, SimpleFormIterator } from 'react-admin';
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
/**
 * A line's Remove button shows always, not only under a hovering mouse: keyboards and touch reach
 * it too. A line reads as a grid row: each input takes its share, a description three.
 */
const LINE_LAYOUT = {
  '& .RaSimpleFormIterator-line > .RaSimpleFormIterator-action': { visibility: 'visible' },
  '& .RaSimpleFormIterator-form > .MuiTextField-root': { flex: '1 1 5rem', minWidth: '5rem' },
  '& .RaSimpleFormIterator-form > .MuiAutocomplete-root': { flex: '2 1 9rem', minWidth: '9rem', width: 'auto' },
  '& .RaSimpleFormIterator-form > .MuiAutocomplete-root .MuiTextField-root': { minWidth: 0 },
  '& .RaSimpleFormIterator-form > .ra-input-description': { flex: '3 1 12rem' },
} as const;

/** What a resource override adds to every line, after its inputs (a priced line's live amount). */
export const LineExtrasContext = createContext<ReactNode>(null);

export const ChildLines = ({ source, label, children }: { source: string; label: string; children: ReactNode }) => {
  const child = useResourceDef().children.find((c) => c.field === source);
  const defaults = child ? recordDefaults(resourceDef(child.resource)) : {};
  const extra = useContext(LineExtrasContext);
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <ArrayInput source={source} label={label}>
        <SimpleFormIterator inline disableReordering fullWidth sx={LINE_LAYOUT}>
          {withLineDefaults(children, defaults)}
          {extra}
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};

/**
 * The lines as a table, with the child resource's own list columns and labels. The show layout
 * labels it (from `label`), as it does every field.
 */
export const ChildLinesField = ({ source, reference, columns }: { source: string; reference: string; label: string; columns: ReactElement[] }) => (
  <ArrayField source={source}>
    <ResourceContextProvider value={reference}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        {columns}
      </Datagrid>
    </ResourceContextProvider>
  </ArrayField>
);
