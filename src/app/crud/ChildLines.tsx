/** Child lines (a quotation's lines): edited inside the parent's form, shown as a table on its page. */
import { Children, cloneElement, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AddItemButton, ArrayField, ArrayInput, Datagrid, ResourceContextProvider, SimpleFormIterator, useSimpleFormIterator } from 'react-admin';
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

/**
 * A new line holds its inputs' values and nothing else. react-admin's own Add copies every key of
 * the first line, set to null (its status, amount, source line, timestamps): a line added to a saved
 * document went out with `status: null`, and the server refused the save ("Status must be one of").
 */
export function newLineValues(inputs: ReactNode): Record<string, unknown> {
  const line: Record<string, unknown> = {};
  Children.forEach(inputs, (input) => {
    if (!isValidElement<{ source?: string; defaultValue?: unknown }>(input) || !input.props.source) return;
    line[input.props.source] = input.props.defaultValue ?? null;
  });
  return line;
}

const AddLineButton = ({ inputs }: { inputs: ReactNode }) => {
  const { add } = useSimpleFormIterator();
  return <AddItemButton onClick={() => add(newLineValues(inputs))} />;
};

/** An input's share of a line's row from a tablet up (on a phone each input is a row of its own). */
const share = (flex: string, minWidth: string) => ({ flex: { xs: '0 0 auto', sm: flex }, minWidth: { xs: 0, sm: minWidth } });

/** Spans the whole form width; the server saves the lines with the record in one transaction. */
/**
 * A line's Remove button shows always, not only under a hovering mouse: keyboards and touch reach
 * it too. From a tablet up a line reads as two rows: what it is (the product with its search
 * button, the description) across the first, its figures (qty, UOM, price, discount, the live
 * amount) across the second, each taking its share. In one row of seven the amount wrapped alone
 * under the line, its text running into the next line's Product, and a picked product's name showed
 * as "Daikin …" in an input squeezed beside its search button (issue 34). A line without a picker
 * (a delivery order's) wraps the same way, its description first.
 */
const LINE_LAYOUT = {
  '& .RaSimpleFormIterator-line > .RaSimpleFormIterator-action': { visibility: 'visible' },
  // On a phone react-admin stacks the inputs; a rule between lines says where one ends.
  '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pb: 1, mb: 1 },
  // From a tablet up; on a phone the stacked inputs keep the whole width.
  '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', columnGap: 1, alignItems: { sm: 'flex-start' } },
  '& .RaSimpleFormIterator-form > .MuiTextField-root': share('1 1 7rem', '7rem'),
  '& .RaSimpleFormIterator-form > .MuiAutocomplete-root': { ...share('1 1 8rem', '8rem'), width: 'auto' },
  // The first row: the picker and the description fill it, so the figures start the second.
  '& .RaSimpleFormIterator-form > [data-picker]': { ...share('1 1 46%', '21rem'), width: 'auto' },
  '& .RaSimpleFormIterator-form > .MuiAutocomplete-root .MuiTextField-root': { minWidth: 0 },
  '& .RaSimpleFormIterator-form > .ra-input-description': share('1 1 46%', '13rem'),
  '& .RaSimpleFormIterator-form > .ra-input-qty': share('1 1 5rem', '5rem'),
  '& .RaSimpleFormIterator-form > .ra-input-amount': { ...share('1 1 7rem', '7rem'), alignSelf: 'center' },
} as const;

/** What a resource override adds to every line, after its inputs (a priced line's live amount). */
export const LineExtrasContext = createContext<ReactNode>(null);

export const ChildLines = ({ source, label, children }: { source: string; label: string; children: ReactNode }) => {
  const child = useResourceDef().children.find((c) => c.field === source);
  const defaults = child ? recordDefaults(resourceDef(child.resource)) : {};
  const extra = useContext(LineExtrasContext);
  const inputs = withLineDefaults(children, defaults);
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <ArrayInput source={source} label={label}>
        <SimpleFormIterator inline disableReordering fullWidth sx={LINE_LAYOUT} addButton={<AddLineButton inputs={inputs} />}>
          {inputs}
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
