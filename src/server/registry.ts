/** The generated resource registry with what the server derives from it, computed once. */
import { resources as generatedResources } from '../../generated/server/registry';
import type { ChildDef, FieldType, ResourceDef } from '../shared/resource-spec';

/** Field types a range of compares as the user means (money in cents: list-statements.ts turns 12.5 into 1250). */
const RANGE_TYPES = new Set<FieldType>(['date', 'datetime', 'integer', 'number', 'money']);

export interface ResourceInfo {
  def: ResourceDef;
  sortable: ReadonlySet<string>;
  filterable: ReadonlySet<string>;
  /** Fields a list may filter by a range (filterExt `>=` / `<=`): the record's times and its sortable dates and numbers. */
  rangeable: ReadonlySet<string>;
  /** The table's own searchable columns (its search index, db/search-index.ts). */
  searchable: string[];
  /**
   * Searchable references (YAML `searchable: true` on a reference field): the free-text filter also
   * finds the records whose reference points at a record it finds by its representation (a
   * quotation by its customer's name), through that table's search index.
   */
  searchedReferences: Array<{ field: string; table: string; column: string }>;
  /** Resources with a reference field that points at this one (refuse deleting a referenced row). */
  referencedBy: Array<{ def: ResourceDef; field: string }>;
  /** Child lines saved with this resource (a quotation's lines), with their definitions. */
  children: Array<{ child: ChildDef; def: ResourceDef }>;
  /** For a child collection: the record its rows belong to, and how (db/records.ts holds its own writes to its parent's rules). */
  parent?: { child: ChildDef; def: ResourceDef };
}

export class Registry {
  private readonly byName = new Map<string, ResourceInfo>();

  constructor(readonly defs: ResourceDef[] = generatedResources) {
    for (const def of defs) {
      this.byName.set(def.resource, {
        def,
        sortable: new Set(['id', 'status', 'created_at', 'updated_at', ...def.fields.filter((f) => f.sortable).map((f) => f.name)]),
        filterable: new Set(['id', 'status', ...(def.uuid ? ['uuid'] : []), ...def.fields.filter((f) => f.filterable).map((f) => f.name)]),
        rangeable: new Set(['id', 'created_at', 'updated_at', ...def.fields.filter((f) => (f.sortable || f.filterable) && RANGE_TYPES.has(f.type)).map((f) => f.name)]),
        searchable: def.fields.filter((f) => f.searchable && f.type !== 'reference').map((f) => f.name),
        searchedReferences: [],
        referencedBy: [],
        children: [],
      });
    }
    for (const def of defs) {
      for (const f of def.fields) {
        if (f.type === 'reference' && f.reference) this.byName.get(f.reference)?.referencedBy.push({ def, field: f.name });
        const target = f.type === 'reference' && f.searchable && f.reference ? this.byName.get(f.reference)?.def : undefined;
        if (target) this.byName.get(def.resource)!.searchedReferences.push({ field: f.name, table: target.table, column: target.representation });
      }
      for (const child of def.children) {
        const line = this.byName.get(child.resource)!;
        this.byName.get(def.resource)!.children.push({ child, def: line.def });
        line.parent = { child, def };
      }
    }
  }

  get(name: string): ResourceInfo | undefined {
    return this.byName.get(name);
  }

  require(name: string): ResourceInfo {
    const info = this.byName.get(name);
    if (!info) throw new Error(`resource ${name} is not in the registry`);
    return info;
  }
}
