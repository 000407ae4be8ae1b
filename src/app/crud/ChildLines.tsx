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

/** An input's share of a line's row from a tablet up (on a phone each input is a row of its own). */
const share = (flex: string, minWidth: string) => ({ flex: { xs: '0 0 auto', sm: flex }, minWidth: { xs: 0, sm: minWidth } });

/** Spans the whole form width; the server saves the lines with the record in one transaction. */
/**
 * A line's Remove button shows always, not only under a hovering mouse: keyboards and touch reach
 * it too. A line reads as a grid row: each input takes its share, a description three, and wraps
 * onto a second row before any input gets narrower than its label (a picker with its search
 * button is as wide as a choice; at 100% of the row it left Description six characters).
 */
const LINE_LAYOUT = {
  '& .RaSimpleFormIterator-line > .RaSimpleFormIterator-action': { visibility: 'visible' },
  // From a tablet up a line is a row that wraps; on a phone react-admin stacks the inputs.
  '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', columnGap: 1 },
  '& .RaSimpleFormIterator-form > .MuiTextField-root': share('1 1 7rem', '7rem'),
  '& .RaSimpleFormIterator-form > .MuiAutocomplete-root': { ...share('1 1 8rem', '8rem'), width: 'auto' },
  '& .RaSimpleFormIterator-form > [data-picker]': { ...share('2 1 21rem', '21rem'), width: 'auto' },
  '& .RaSimpleFormIterator-form > .MuiAutocomplete-root .MuiTextField-root': { minWidth: 0 },
  '& .RaSimpleFormIterator-form > .ra-input-description': share('3 1 16rem', '13rem'),
  '& .RaSimpleFormIterator-form > .ra-input-qty': share('1 1 5rem', '5rem'),
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
  // Wider than a phone (a quotation's seven columns): the table scrolls in its own box, not the page.
  <Box sx={{ overflowX: 'auto', maxWidth: '100%' }} data-testid={`lines-${source}`}>
    <ArrayField source={source}>
      <ResourceContextProvider value={reference}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {columns}
        </Datagrid>
      </ResourceContextProvider>
    </ArrayField>
  </Box>
);
