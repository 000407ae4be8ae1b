/**
 * Line documents from one sheet (issue 36 item 4): quotations, sales orders, sales invoices, credit
 * notes, purchase orders, supplier bills, delivery orders, stock and supplier movements, RFQs... —
 * every list whose YAML gives it `lines` saved with it. Each row is one line; the document's own
 * columns are either repeated on every line row (consecutive rows with the same document columns,
 * or with them left empty, make one document) or given once with a Document key column that each
 * line row repeats. Each document is written as its form writes it (validateInput with its lines,
 * the role rules, uow.create: the totals the server computes, the numbering series, the starting
 * state, the behaviours); a reference a line picks fills what the form fills (a product's
 * description, unit and price). A problem names its row of the file and its column.
 */
import type { FieldDef, ResourceDef } from '../../shared/resource-spec';
import type { Registry, ResourceInfo } from '../registry';
import { translate } from '../i18n';
import { validateInput } from '../validate';
import { cellText, fieldLabel, importFields, labelledBy, squash, type Column } from './columns';
import { RowProblems, type ImportError } from './problems';
import type { SheetTable } from './read';
import { fillFromReferences, refusalAt, rowValues, type ImportShape, type ShapeContext } from './shapes';

/** The column grouping rows into one document when the document's own columns are not repeated. */
export const DOCUMENT_KEY = 'document_key';

/**
 * A column of the shape's own: not a field of the list, a FieldDef for matching and the template;
 * its label in each language is app.import.columns.<name> (the English one `label`).
 */
export function shapeField(name: string, label: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef {
  const f: FieldDef = { name, label, type, required: false, unique: false, list: false, sortable: false, searchable: false, filterable: false, readonly: false, ...extra };
  return labelledBy(f, (locale) => translate(locale, `app.import.columns.${name}`));
}

/** The child saved with the document as its lines (YAML children field `lines`, not written alone). */
function linesOf(info: ResourceInfo) {
  return info.children.find((c) => c.child.field === 'lines' && !c.child.writtenAlone);
}

export function documentShape(_registry: Registry, info: ResourceInfo): ImportShape | undefined {
  const lines = linesOf(info);
  if (!lines) return undefined;
  const { def } = info;
  const headerFields = importFields(def);
  const taken = new Set(headerFields.flatMap((f) => [squash(f.name), squash(f.label)]));
  // A line's column is called as on the line ("Qty"), or "Line <label>" where the document has a field so called.
  const lineFields = importFields(lines.def)
    .filter((f) => f.name !== lines.child.target)
    .map((f) => {
      const clash = taken.has(squash(f.name)) || taken.has(squash(f.label));
      const label = clash ? `Line ${f.label.toLowerCase()}` : f.label;
      // In another language, the line's own label, "Line …" there too where the document has a field so called.
      const inLocale = (locale: Parameters<typeof translate>[0]) => {
        const own = fieldLabel(lines.def, f, locale);
        const clashHere = clash || headerFields.some((h) => squash(fieldLabel(def, h, locale)) === squash(own));
        return clashHere ? translate(locale, 'app.import.columns.line', { field: locale === 'de' ? own : own.toLowerCase() }) : own;
      };
      return { field: f, as: labelledBy({ ...f, name: `line_${f.name}`, label, unique: false }, inLocale) };
    });
  const key = shapeField(DOCUMENT_KEY, 'Document key', 'text', {
    maxLength: 100,
    help: `Rows with the same key are the lines of one ${def.labelSingular.toLowerCase()} (its own columns then need filling on its first row only); without this column, consecutive rows with the same ${def.labelSingular.toLowerCase()} columns make one`,
  });
  const shapeDef: ResourceDef = { ...def, importKey: undefined, fields: [key, ...headerFields, ...lineFields.map((l) => l.as)] };
  const headerMap = new Map(headerFields.map((f) => [f.name, { def, field: f }]));
  const lineMap = new Map(lineFields.map((l) => [l.as.name, { def: lines.def, field: l.field }]));
  const isHeader = (c: Column) => headerMap.has(c.field!.name);

  return {
    kind: 'documents',
    def: shapeDef,
    group(table: SheetTable, columns: Column[]): number[][] {
      const keyColumn = columns.find((c) => c.field!.name === DOCUMENT_KEY);
      const own = columns.filter(isHeader);
      const groups: number[][] = [];
      const byKey = new Map<string, number[]>();
      let last: string | null = null;
      table.rows.forEach((cells, r) => {
        if (keyColumn) {
          const k = squash(cellText(cells[keyColumn.index] ?? null));
          const group = k ? byKey.get(k) : undefined;
          if (group) group.push(r);
          else {
            groups.push([r]);
            if (k) byKey.set(k, groups[groups.length - 1]);
          }
          return;
        }
        const texts = own.map((c) => cellText(cells[c.index] ?? null));
        const same = JSON.stringify(texts);
        if (groups.length && (same === last || texts.every((t) => t === ''))) groups[groups.length - 1].push(r);
        else {
          groups.push([r]);
          last = same;
        }
      });
      return groups;
    },
    async write(ctx: ShapeContext, rows: number[]) {
      const first = rows[0];
      const rowNumber = (r: number) => ctx.source.rowNumbers[r];
      // The document's own columns from its first row; a later row giving another value is named, not ignored.
      const problems: ImportError[] = [];
      const header = await rowValues(ctx, first, headerMap).catch((e) => {
        if (!(e instanceof RowProblems)) throw e;
        problems.push(...e.problems);
        return {} as Record<string, unknown>;
      });
      for (const r of rows.slice(1)) {
        for (const c of ctx.columns.filter(isHeader)) {
          const text = cellText(ctx.source.rows[r][c.index] ?? null);
          const was = cellText(ctx.source.rows[first][c.index] ?? null);
          if (text !== '' && text !== was) problems.push({ row: rowNumber(r), column: c.letter, field: c.field!.name, title: `${c.field!.label} is "${text}" here but "${was}" on row ${rowNumber(first)}, the first row of this ${def.labelSingular.toLowerCase()}` });
        }
      }
      const lineValues: Array<Record<string, unknown>> = [];
      const lineRows: number[] = [];
      for (const r of rows) {
        try {
          const values = await rowValues(ctx, r, lineMap);
          if (!Object.keys(values).length) continue; // a row of the document's columns only: no line
          await fillFromReferences(ctx, lines.def, values);
          lineValues.push(values);
          lineRows.push(r);
        } catch (e) {
          if (!(e instanceof RowProblems)) throw e;
          problems.push(...e.problems);
        }
      }
      if (problems.length) throw new RowProblems(problems);
      await fillFromReferences(ctx, def, header);
      // Where a refusal names a field: lines.<i>.<field> is line i's row, anything else the first row.
      const place = (field: string | null) => {
        const m = field ? /^lines\.(\d+)(?:\.(\w+))?/.exec(field) : null;
        if (m) return { row: rowNumber(lineRows[Number(m[1])] ?? first), field: m[2] ? `line_${m[2]}` : null };
        return { row: rowNumber(first), field: field && headerMap.has(field.split('.')[0]) ? field.split('.')[0] : null };
      };
      try {
        const input = validateInput(def, { ...header, lines: lineValues }, false, ctx.info.children);
        await ctx.owned.checkCreate(ctx.info, ctx.principal, input.values);
        return { kind: 'created' as const, record: await ctx.uow.create(ctx.info, input) };
      } catch (e) {
        throw refusalAt(e, shapeDef, ctx.columns, place);
      }
    },
  };
}
