/**
 * /pages/admin/api-reference (subject ACL, manage: administrators): GET /api/v1/openapi.json
 * rendered for a person, grouped by tag, with each operation's parameters, body fields and
 * answers. Drawn here from the document; nothing is loaded from outside the origin.
 */
import { useEffect, useMemo, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Loading, Title, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../authProvider/api';

type Schema = Record<string, any>;
interface Operation {
  method: string;
  path: string;
  op: Schema;
}

const METHOD_COLOURS: Record<string, 'success' | 'info' | 'warning' | 'error' | 'default'> = { GET: 'success', POST: 'info', PATCH: 'warning', DELETE: 'error' };

/** A schema with its `$ref` to the document's components followed. */
function resolve(doc: Schema, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let hops = 0; typeof s.$ref === 'string' && hops < 10; hops++) s = doc.components?.schemas?.[s.$ref.split('/').pop() ?? ''] ?? {};
  return s;
}

/** A schema's type in a few words: `string ≤ 20`, `integer 1…`, `one of: O, V`, `list of integer`. */
function typeOf(doc: Schema, raw: Schema): string {
  const s = resolve(doc, raw);
  if (s.enum) return `one of: ${s.enum.filter((v: unknown) => v !== null).join(', ')}`;
  if (s.anyOf) return s.anyOf.map((a: Schema) => typeOf(doc, a)).filter((t: string) => t !== 'null | string (blank)').join(' or ');
  const type = ([] as string[]).concat(s.type ?? 'any').join(' | ');
  if (type === 'array') return `list of ${typeOf(doc, s.items ?? {})}`;
  if (s.pattern === '^\\s*$') return `${type} (blank)`;
  return type;
}

/** The limits a schema sets, for the rules column. */
function rulesOf(doc: Schema, raw: Schema): string {
  const s = resolve(doc, raw);
  const value = s.anyOf ? (s.anyOf.find((a: Schema) => a.pattern !== '^\\s*$') ?? {}) : s;
  const rules: string[] = [];
  if (value.minLength !== undefined) rules.push(`≥ ${value.minLength} chars`);
  if (value.maxLength !== undefined) rules.push(`≤ ${value.maxLength} chars`);
  if (value.minimum !== undefined) rules.push(`≥ ${value.minimum}`);
  if (value.maximum !== undefined) rules.push(`≤ ${value.maximum}`);
  if (value.maxItems !== undefined) rules.push(`≤ ${value.maxItems} items`);
  if (s.readOnly) rules.push('read-only');
  return rules.join(', ');
}

const FieldTable = ({ doc, schema }: { doc: Schema; schema: Schema }) => {
  const translate = useTranslate();
  const s = resolve(doc, schema);
  const required = new Set<string>(s.required ?? []);
  const rows = Object.entries((s.properties ?? {}) as Record<string, Schema>);
  if (!rows.length) return <Typography variant="body2">{typeOf(doc, s)}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.api_reference.field')}</TableCell>
          <TableCell>{translate('app.api_reference.type')}</TableCell>
          <TableCell>{translate('app.api_reference.rules')}</TableCell>
          <TableCell>{translate('app.api_reference.description')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([name, field]) => (
          <TableRow key={name}>
            <TableCell sx={{ fontFamily: 'monospace' }}>
              {name}
              {required.has(name) ? ' *' : ''}
            </TableCell>
            <TableCell>{typeOf(doc, field)}</TableCell>
            <TableCell>{rulesOf(doc, field)}</TableCell>
            <TableCell>{resolve(doc, field).description ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const OperationView = ({ doc, operation }: { doc: Schema; operation: Operation }) => {
  const translate = useTranslate();
  const { op } = operation;
  const parameters: Schema[] = op.parameters ?? [];
  const body = op.requestBody?.content?.['application/json']?.schema;
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }} data-testid={`operation-${operation.method} ${operation.path}`}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Chip size="small" label={operation.method} color={METHOD_COLOURS[operation.method] ?? 'default'} sx={{ mr: 1, minWidth: 64 }} />
        <Typography sx={{ fontFamily: 'monospace', mr: 2 }}>{operation.path}</Typography>
        <Typography color="text.secondary">{op.summary ?? ''}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {op.description ? <Typography sx={{ mb: 1 }}>{op.description}</Typography> : null}
        {parameters.length ? (
          <>
            <Typography variant="subtitle2">{translate('app.api_reference.parameters')}</Typography>
            <FieldTable
              doc={doc}
              schema={{
                properties: Object.fromEntries(parameters.map((p) => [`${p.name} (${p.in})`, { ...p.schema, description: p.description ?? p.schema?.description }])),
                required: parameters.filter((p) => p.required).map((p) => `${p.name} (${p.in})`),
              }}
            />
          </>
        ) : null}
        {body ? (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {translate('app.api_reference.body')}
            </Typography>
            <FieldTable doc={doc} schema={body} />
          </>
        ) : null}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('app.api_reference.responses')}
        </Typography>
        {Object.entries((op.responses ?? {}) as Record<string, Schema>).map(([status, answer]) => (
          <Box key={status} sx={{ mt: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {status}
            </Typography>
            <FieldTable doc={doc} schema={answer.content?.['application/json']?.schema ?? {}} />
          </Box>
        ))}
      </AccordionDetails>
    </Accordion>
  );
};

export const ApiReferencePage = () => {
  const translate = useTranslate();
  const [doc, setDoc] = useState<Schema | null>(null);
  const [failed, setFailed] = useState(false);
  const [filter, setFilter] = useState('');
  useEffect(() => {
    httpClient(`${API_URL}/openapi.json`).then((res) => setDoc(res.json), () => setFailed(true));
  }, []);

  const byTag = useMemo(() => {
    const groups = new Map<string, Operation[]>();
    const wanted = filter.trim().toLowerCase();
    for (const [path, item] of Object.entries((doc?.paths ?? {}) as Record<string, Schema>)) {
      for (const [method, op] of Object.entries(item as Record<string, Schema>)) {
        const tag = op.tags?.[0] ?? 'api';
        if (wanted && !`${tag} ${path} ${op.summary ?? ''}`.toLowerCase().includes(wanted)) continue;
        groups.set(tag, [...(groups.get(tag) ?? []), { method: method.toUpperCase(), path, op }]);
      }
    }
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [doc, filter]);

  if (failed) return <Typography sx={{ mt: 2 }}>{translate('app.api_reference.failed')}</Typography>;
  if (!doc) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.api_reference.title')} />
      <CardContent>
        <Typography variant="h6" component="h1">
          {doc.info?.title} ({doc.openapi})
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.api_reference.intro', { url: `${API_URL}/openapi.json` })}
        </Typography>
        <TextField size="small" label={translate('app.api_reference.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ mb: 2, minWidth: 320 }} />
        {byTag.map(([tag, operations]) => (
          <Box key={tag} sx={{ mb: 2 }} data-testid={`tag-${tag}`}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {tag}
            </Typography>
            {operations.map((operation) => (
              <OperationView key={`${operation.method} ${operation.path}`} doc={doc} operation={operation} />
            ))}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
