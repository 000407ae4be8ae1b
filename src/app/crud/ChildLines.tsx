/** Child lines (a quotation's lines): edited inside the parent's form, shown as a table on its page. */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ArrayField, ArrayInput, Datagrid, ResourceContextProvider, SimpleFormIterator } from 'react-admin';
import { recordDefaults, resourceDef, useResourceDef } from './registry';

/**
 * A new line starts from the child resource's YAML defaults (a quantity of 1), as a new record
 * does: react-admin fills a new line from its inputs' defaultValue.
 */
function withLineDefaults(children: ReactNode, defaults: Record<string, unknown>): ReactNode {
  return Children.map(traitInputsExpanded(children), (input) => {
    if (!isValidElement<{ source?: string; defaultValue?: unknown }>(input)) return input;
    const { source, defaultValue } = input.props;
    return source !== undefined && defaultValue === undefined && source in defaults ? cloneElement(input, { defaultValue: defaults[source] }) : input;
  });
}

/**
 * A trait's generated inputs (`<PricedLineInputs rules={...} />`: a hook-free component that
 * returns a fragment) as the inputs themselves: react-admin's form iterator clones each child
 * as one input, and one component holding several crashed it (React.Children.only).
 */
function traitInputsExpanded(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ rules?: unknown; source?: string }>(child) || typeof child.type !== 'function' || child.props.source !== undefined || child.props.rules === undefined) return [child];
    const rendered = (child.type as (props: unknown) => ReactNode)(child.props);
    return isValidElement<{ children?: ReactNode }>(rendered) ? Children.toArray(rendered.props.children) : [child];
  });
}

/** Spans the whole form width; the server saves the lines with the record in one transaction. */
/** A line's Remove button shows always, not only under a hovering mouse: keyboards and touch reach it too. */
const LINE_ACTIONS_ALWAYS_SHOWN = { '& .RaSimpleFormIterator-line > .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;

export const ChildLines = ({ source, label, children }: { source: string; label: string; children: ReactNode }) => {
  const child = useResourceDef().children.find((c) => c.field === source);
  const defaults = child ? recordDefaults(resourceDef(child.resource)) : {};
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <ArrayInput source={source} label={label}>
        <SimpleFormIterator inline disableReordering fullWidth sx={LINE_ACTIONS_ALWAYS_SHOWN}>
          {withLineDefaults(children, defaults)}
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
