/**
 * A list on a phone (issue 10, item 2): one card per record instead of a table row, as
 * react-admin's SimpleList does. The first line is the record's representation (the YAML's
 * `representation`, or the first visible column), the second the next visible columns, and the
 * record status on the right; each cell is the column's own field, so references, options and
 * dates read as in the table. A tap opens the record, where the table's row click would go.
 */
import { Link } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../shared/resource-spec';
import type { ListColumn } from './columns';

/** Columns on a card's second line; more would wrap into a paragraph nobody reads on a phone. */
const SECONDARY_COLUMNS = 3;

const Line = ({ columns }: { columns: ListColumn[] }) => (
  <>
    {columns.map((c, i) => (
      <span key={c.source} data-column={c.source}>
        {i > 0 ? ' · ' : null}
        {c.element}
      </span>
    ))}
  </>
);

/** The one amount a card shows, by preference: what is still owed, else the total. */
const CARD_AMOUNTS = ['balance_due', 'total'];

/**
 * A card's lines. Its second line holds one amount, the one that matters (an invoice's balance due,
 * a quotation's total), after the other columns: the first money column of an invoice is what was
 * paid, which read on a phone as if it were what the invoice is for.
 */
export function cardColumns(def: ResourceDef, columns: ListColumn[]): { primary: ListColumn[]; secondary: ListColumn[] } {
  const shown = columns.filter((c) => c.kind !== 'status');
  const primary = shown.find((c) => c.source === def.representation) ?? shown[0];
  const rest = shown.filter((c) => c !== primary);
  const amounts = rest.filter((c) => c.kind === 'money');
  const amount = CARD_AMOUNTS.map((source) => amounts.find((c) => c.source === source)).find(Boolean) ?? amounts[0];
  const others = rest.filter((c) => c.kind !== 'money').slice(0, amount ? SECONDARY_COLUMNS - 1 : SECONDARY_COLUMNS);
  const secondary = amount ? [...others, amount].sort((a, b) => rest.indexOf(a) - rest.indexOf(b)) : others;
  return { primary: primary ? [primary] : [], secondary };
}

export const ListCards = ({ def, columns, open }: { def: ResourceDef; columns: ListColumn[]; open: (record: RaRecord) => string | null }) => {
  const { data } = useListContext();
  const translate = useTranslate();
  const { primary, secondary } = cardColumns(def, columns);
  return (
    // Inline-size containment: a card's one-line texts end in an ellipsis at the screen's edge
    // instead of widening the page to their full length.
    <List disablePadding data-testid="list-cards" sx={{ contain: 'inline-size' }}>
      {(data ?? []).map((record) => {
        const to = open(record);
        const text = (
          <ListItemText
            primary={<Line columns={primary} />}
            secondary={<Line columns={secondary} />}
            slotProps={{ primary: { component: 'div', noWrap: true }, secondary: { component: 'div', noWrap: true } }}
            sx={{ minWidth: 0 }}
          />
        );
        const status = typeof record.status === 'string' && record.status !== 'O' ? <Chip size="small" label={translate(`app.status.${record.status}`)} sx={{ ml: 1 }} /> : null;
        return (
          <RecordContextProvider key={record.id} value={record}>
            {to ? (
              <ListItemButton component={Link} to={to} divider data-testid="list-card">
                {text}
                {status}
              </ListItemButton>
            ) : (
              <ListItem divider data-testid="list-card">
                {text}
                {status}
              </ListItem>
            )}
          </RecordContextProvider>
        );
      })}
    </List>
  );
};
