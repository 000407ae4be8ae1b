/**
 * The pickers a YAML reference can name (`picker: company`, ...): each a configuration of the
 * one dialog engine (PickerDialogs.tsx) — its grids' columns, its footer, its add form.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import StarIcon from '@mui/icons-material/Star';
import { email, NumberInput, RecordContextProvider, required, TextInput, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { PickerName } from '../../../shared/resource-spec';
import { CodeReferenceInput } from '../CodeReferenceInput';
import { RichTextField } from '../RichText';
import { formatMoney, formatUnix } from '../fields';
import { MoneyInput } from '../inputs';
import { ImageField, ImageInput } from '../ImageFields';
import { httpClient, API_URL } from '../../authProvider/api';
import type { PickerColumn, PickerConfig } from './PickerDialogs';
import { useNotifiedCall } from '../useNotifiedCall';

/** The spec's "display address": addr1, addr2, country and postal, skipping empty ones and 'NIL'. */
export function displayAddress(row: Record<string, unknown>): string {
  return [row.addr1, row.addr2, row.country, row.postal]
    .map((part) => (part == null ? '' : String(part).trim()))
    .filter((part) => part && part.toUpperCase() !== 'NIL')
    .join(' ');
}

const HIDDEN_ID_AND_TYPE: PickerColumn[] = [
  { field: 'id', hidden: true },
  { field: 'type', hidden: true },
];
const SINGAPORE = { country: 'Singapore' };

const Country = () => <CodeReferenceInput source="country" reference="countries" codeField="name" />;

const CompanyInputs = () => {
  const translate = useTranslate();
  return (
    <>
      {/* The spec blocks the save only on the email (required, a valid address); the server's rules
          decide the rest, and its refusal shows under the field (PickerDialogs' AddSaveButton). */}
      <TextInput source="company_id" />
      <TextInput source="company_name" />
      <TextInput source="attn" />
      <TextInput source="email" validate={[required(), email(translate('app.pickers.email_invalid'))]} autoComplete="email" />
      <TextInput source="tel" type="tel" />
      <TextInput source="fax" type="tel" />
      <TextInput source="addr1" />
      <TextInput source="addr2" />
      <Country />
      <TextInput source="postal" />
    </>
  );
};

/** Nothing blocks the save (the spec shows no rule): the server's refusal shows under its field. */
const SiteInputs = () => (
  <>
    <TextInput source="site_id" />
    <TextInput source="site_name" />
    <TextInput source="tel" type="tel" />
    <TextInput source="fax" type="tel" />
    <TextInput source="addr1" />
    <TextInput source="addr2" />
    <Country />
    <TextInput source="postal" />
  </>
);

/** A site of the larger grid: the company's default shows as such, the others can become it. */
const DefaultSiteAction = ({ row, reload }: { row: RaRecord; reload: () => void }) => {
  const translate = useTranslate();
  const makeDefault = useNotifiedCall(async () => {
    await httpClient(`${API_URL}/company_locations/${row.header_id}/${row.id}/set-default`);
    reload();
  });
  if (row.is_default) return <Chip size="small" icon={<StarIcon />} label={translate('app.pickers.default_site')} />;
  return (
    <Button
      size="small"
      disabled={makeDefault.busy}
      onClick={(event) => {
        event.stopPropagation(); // not a row click: the site is not picked
        void makeDefault.run();
      }}
      data-testid="set-default-site"
    >
      {translate('app.pickers.set_default')}
    </Button>
  );
};

const ProductInputs = () => (
  <>
    <ImageInput source="thumbnail" />
    <TextInput source="name" validate={required()} />
    <TextInput source="sku" />
    <MoneyInput source="price" validate={required()} />
    <MoneyInput source="new_price" validate={required()} />
    <NumberInput source="stock_quantity" validate={required()} />
    <TextInput source="uom" />
  </>
);

const RelocationItemInputs = () => (
  <>
    <TextInput source="item_code" validate={required()} />
    <TextInput source="description" validate={required()} />
    <TextInput source="uom" />
    <NumberInput source="volume_cbm" />
  </>
);

/** A product's picture in the grids (its thumbnail, as on the product's page). */
const thumbnail: PickerColumn = { field: 'thumbnail', render: (row) => <ImageField source="thumbnail" record={row} size={32} />, width: 110 };

const PRODUCT_FACTS: PickerColumn[] = [
  { field: 'sku' },
  { field: 'price', value: (row) => (row.price == null ? '' : formatMoney(row.price)) },
  { field: 'stock_quantity', value: (row) => (row.stock_quantity == null ? '' : Number(row.stock_quantity).toLocaleString('en-US')) },
];

const address: PickerColumn = { field: 'address', labelKey: 'app.pickers.address', value: displayAddress, flex: 2 };

export const PICKERS: Record<PickerName, PickerConfig> = {
  company: {
    reference: 'companies',
    labels: { button: 'app.pickers.company.button', title: 'app.pickers.company.title', add: 'app.pickers.company.add' },
    columns: [{ field: 'company_id' }, { field: 'company_name', flex: 2 }, ...HIDDEN_ID_AND_TYPE],
    moreColumns: [{ field: 'company_id' }, { field: 'company_name', flex: 2 }, ...HIDDEN_ID_AND_TYPE],
    adhoc: true,
    AddInputs: CompanyInputs,
    addDefaults: () => ({ ...SINGAPORE }),
  },
  company_site: {
    reference: 'company_locations',
    labels: { button: 'app.pickers.company_site.button', title: 'app.pickers.company_site.title', add: 'app.pickers.company_site.add' },
    columns: [{ field: 'site_name' }, address, ...HIDDEN_ID_AND_TYPE],
    moreColumns: [{ field: 'site_id' }, { field: 'site_name' }, address, ...HIDDEN_ID_AND_TYPE],
    AddInputs: SiteInputs,
    RowActions: DefaultSiteAction,
    // The chosen company's site (the filter is { header_id }); the status default stays the server's.
    addDefaults: (filter) => ({ ...SINGAPORE, header_id: filter.header_id ?? 0 }),
  },
  product: {
    reference: 'products',
    labels: { button: 'app.pickers.product.button', title: 'app.pickers.product.title', add: 'app.pickers.product.add' },
    // Which product is which: its SKU, price and stock beside the name (issue 34).
    columns: [thumbnail, { field: 'name', flex: 2 }, ...PRODUCT_FACTS, ...HIDDEN_ID_AND_TYPE],
    moreColumns: [thumbnail, { field: 'name', flex: 2 }, ...PRODUCT_FACTS, ...HIDDEN_ID_AND_TYPE],
    AddInputs: ProductInputs,
    addDefaults: () => ({ price: 0, new_price: 0, stock_quantity: 0 }),
  },
  contract: {
    reference: 'contract_headers',
    labels: { button: 'app.pickers.contract.button', title: 'app.pickers.contract.title' },
    columns: [
      { field: 'refnum' },
      { field: 'start_date', value: (row) => formatUnix(row.start_date as number) },
      { field: 'end_date', value: (row) => formatUnix(row.end_date as number) },
      ...HIDDEN_ID_AND_TYPE,
    ],
    adhoc: true,
    // The expandable description: the contract's short description, then its rich-text details.
    detail: (row) => (
      <RecordContextProvider value={row}>
        {row.description ? <p>{String(row.description)}</p> : null}
        <RichTextField source="details" />
      </RecordContextProvider>
    ),
  },
  relocation_item: {
    reference: 'relocation_item_masters',
    labels: { button: 'app.pickers.relocation_item.button', title: 'app.pickers.relocation_item.title', add: 'app.pickers.relocation_item.add' },
    columns: [{ field: 'item_code' }, { field: 'description', flex: 2 }, ...HIDDEN_ID_AND_TYPE],
    moreColumns: [{ field: 'item_code' }, { field: 'description', flex: 2 }, { field: 'uom' }, { field: 'volume_cbm' }, ...HIDDEN_ID_AND_TYPE],
    adhoc: true,
    AddInputs: RelocationItemInputs,
  },
};
