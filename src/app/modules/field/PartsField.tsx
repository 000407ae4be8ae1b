/** Parts used on the job: a product picked by search (its name is the description), or free text, and a quantity. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ReportPart } from './fieldApi';

interface Product {
  id: number;
  name: string;
}

export const PartsField = ({ parts, onChange }: { parts: ReportPart[]; onChange: (parts: ReportPart[]) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [search, setSearch] = useState('');
  const products = useQuery({
    queryKey: ['products', 'field', search],
    queryFn: async () => (await dataProvider.getList<Product>('products', { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: { status: 'O', ...(search ? { q: search } : {}) } })).data,
    retry: false,
  });
  const change = (i: number, patch: Partial<ReportPart>) => onChange(parts.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {parts.map((part, i) => (
        <Box key={i} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 72px 40px', gap: 1, alignItems: 'center' }} data-testid="part-line">
          <TextField size="small" label={translate('resources.service_report_parts.fields.description')} value={part.description} onChange={(e) => change(i, { description: e.target.value })} />
          <TextField size="small" type="number" label={translate('resources.service_report_parts.fields.qty')} value={part.qty} onChange={(e) => change(i, { qty: Number(e.target.value) })} slotProps={{ htmlInput: { min: 0, step: 'any' } }} />
          <IconButton aria-label={translate('app.field.remove_part')} onClick={() => onChange(parts.filter((_, j) => j !== i))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Autocomplete<Product>
        options={products.data ?? []}
        getOptionLabel={(p) => p.name}
        filterOptions={(x) => x}
        value={null}
        onInputChange={(_, value, reason) => reason === 'input' && setSearch(value)}
        onChange={(_, product) => {
          if (product) onChange([...parts, { product_id: product.id, description: product.name, qty: 1 }]);
          setSearch('');
        }}
        renderInput={(params) => <TextField {...params} size="small" label={translate('app.field.add_part')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'part-search' } }} />}
      />
    </Box>
  );
};
