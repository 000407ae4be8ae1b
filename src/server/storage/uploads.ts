/**
 * The collections whose writes carry files as base64 in the JSON body (api-contract.md, Files;
 * "Records' panels"):
 * - notes: `uploads: [{name, base64, fileType}]`, kept as `note_attachments` [{id, name, file}]
 *   and stored as `notes_attachments/{note id}/{name}`; at most 3 per note (422 beyond). An
 *   update adds its uploads to the note's files (one of the same name is replaced) and may send
 *   `note_attachments` to say which of the stored ones to keep.
 * - documents: `base64` with the file name in `file`, stored as `documents/{id}/{file}`.
 * - a resource's `image` fields (a product's `thumbnail`): `{field}base64` (`thumbnailbase64`)
 *   with the file name in the field, stored as `{collection}/{id}/{name}`; images only. Users
 *   keep their own call for their picture (POST /users/{id}/thumbnail).
 * Every file is checked by content and size first (storage/content.ts), then written inside the
 * record's own transaction, so a record never names a file that was not stored. Files a write
 * replaces or drops are removed once it has committed.
 */
import type { Records } from '../db/records';
import type { Actor, UnitOfWork } from '../db/unit-of-work';
import type { WireRecord } from '../db/codec';
import { HttpError } from '../errors';
import type { Registry, ResourceInfo } from '../registry';
import type { ValidatedInput } from '../validate';
import type { JsonSchema } from '../schemas/common';
import { bytesOfBase64, checkFileContent } from './content';
import { sanitiseFileName, type StoredPath } from './paths';
import type { FileStore } from './index';
import { MAX_NOTE_FILES } from '../../shared/resource-spec';
import { DEFAULT_MAX_IMAGE_PIXELS } from '../images';


interface Upload {
  name: string;
  bytes: Buffer;
  type: string;
}

interface Attachment {
  id: number;
  name: string;
  file: string;
}

/** What a carrier took out of a body: the body without its files, and the files, checked. */
export interface TakenUploads {
  body: unknown;
  uploads: Upload[];
  /** notes: the stored files the client keeps (names), when it said so. */
  keep?: string[];
}

export interface UploadCarrier {
  /** The body properties that carry files, for the route's JSON Schema. */
  properties: Record<string, JsonSchema>;
  /** Strips the file properties (for validation) and checks the files: 422 or 413. */
  take(body: unknown): Promise<TakenUploads>;
  /** Strips the file properties only: what the schema's own problem list should check. */
  strip(body: unknown): unknown;
  create(info: ResourceInfo, input: ValidatedInput, taken: TakenUploads, who: Actor): Promise<WireRecord>;
  update(info: ResourceInfo, key: string, input: ValidatedInput, taken: TakenUploads, who: Actor): Promise<WireRecord>;
}

/**
 * Store a file inside a unit of work: a file it adds is removed again if the unit does not commit
 * (a full disk at the commit), so no folder names a row that never was. One it replaces (same
 * name) is already overwritten and stays.
 */
export async function putInUnit(uow: UnitOfWork, store: FileStore, path: StoredPath, upload: { bytes: Buffer; type?: string }, replaces: boolean): Promise<void> {
  if (!replaces) uow.afterRollback(() => store.remove(path));
  await store.put(path, upload.bytes, upload.type);
}

const invalid = (field: string, title: string) => new HttpError('VALIDATION_FAILED', [{ title, meta: { field } }]);

const FILE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 200 }, base64: { type: 'string' }, fileType: { type: 'string', maxLength: 100 } },
  required: ['name', 'base64'],
};

const asObject = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

function without(body: unknown, keys: string[]): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const rest = { ...(body as Record<string, unknown>) };
  for (const k of keys) delete rest[k];
  return rest;
}

/** `field` names where the file was sent ({field}.name, {field}.base64), unless `base64Field` names its bytes. */
async function checkedUpload(sent: unknown, field: string, maxBytes: number, maxPixels: number, base64Field = `${field}.base64`): Promise<Upload> {
  const { name, base64, fileType } = asObject(sent);
  if (typeof name !== 'string' || !name.trim()) throw invalid(`${field}.name`, 'A file needs its name');
  const bytes = bytesOfBase64(base64);
  if (!bytes) throw invalid(base64Field, `"${name}" must be sent as base64`);
  const safe = sanitiseFileName(name);
  await checkFileContent(safe, bytes, maxBytes, base64Field, maxPixels);
  return { name: safe, bytes, type: typeof fileType === 'string' && fileType ? fileType : 'application/octet-stream' };
}

const attachmentsOf = (record: WireRecord | null): Attachment[] =>
  Array.isArray(record?.note_attachments) ? (record!.note_attachments as Attachment[]).filter((a) => a && typeof a.name === 'string') : [];

function noteCarrier(records: Records, store: FileStore, maxBytes: number, maxPixels: number): UploadCarrier {
  const pathOf = (id: number, name: string): StoredPath => ({ model: 'notes_attachments', id, name });
  const strip = (body: unknown) => without(body, ['uploads', 'note_attachments']);

  /** The note's files after this write: those kept, then the uploads (one of the same name replaces it). */
  const merged = (stored: Attachment[], taken: TakenUploads): Attachment[] => {
    const kept = taken.keep ? stored.filter((a) => taken.keep!.includes(a.name)) : stored;
    const names = [...kept.map((a) => a.name), ...taken.uploads.map((u) => u.name).filter((n) => !kept.some((a) => a.name === n))];
    if (names.length > MAX_NOTE_FILES) throw invalid('uploads', `A note may have at most ${MAX_NOTE_FILES} files; this one would have ${names.length}`);
    return names.map((name, i) => ({ id: i + 1, name, file: name }));
  };

  const write = async (info: ResourceInfo, key: string | null, input: ValidatedInput, taken: TakenUploads, who: Actor) =>
    records.transaction(who, async (uow) => {
      const current = key === null ? null : await uow.lock(info, key);
      const attachments = merged(attachmentsOf(current), taken);
      const values = { ...input.values, note_attachments: attachments };
      const saved = current ? await uow.update(info, key!, { ...input, values }) : await uow.create(info, { ...input, values });
      for (const upload of taken.uploads) await putInUnit(uow, store, pathOf(saved.id as number, upload.name), upload, attachmentsOf(current).some((a) => a.file === upload.name));
      const dropped = attachmentsOf(current).filter((a) => !attachments.some((b) => b.name === a.name));
      uow.afterCommit(() => Promise.all(dropped.map((a) => store.remove(pathOf(saved.id as number, a.file)))));
      return saved;
    });

  return {
    properties: {
      uploads: { type: 'array', maxItems: 10, items: FILE_SCHEMA, description: `Files to add, at most ${MAX_NOTE_FILES} per note` },
      note_attachments: { type: ['array', 'null'], description: 'On update: the stored files to keep ({name}); the others are removed' },
    },
    strip,
    async take(body) {
      const { uploads, note_attachments: keep } = asObject(body);
      if (uploads !== undefined && uploads !== null && !Array.isArray(uploads)) throw invalid('uploads', 'uploads must be a list of {name, base64, fileType}');
      const sent = (uploads as unknown[] | null | undefined) ?? [];
      const names = new Set<string>();
      const checked: Upload[] = [];
      for (const [i, file] of sent.entries()) {
        const upload = await checkedUpload(file, `uploads.${i}`, maxBytes, maxPixels);
        if (names.has(upload.name)) continue; // a file of the same name is not added twice
        names.add(upload.name);
        checked.push(upload);
      }
      if (checked.length > MAX_NOTE_FILES) throw invalid('uploads', `A note may have at most ${MAX_NOTE_FILES} files; ${checked.length} were sent`);
      const kept = Array.isArray(keep) ? keep.map((a) => asObject(a).name).filter((n): n is string => typeof n === 'string') : undefined;
      return { body: strip(body), uploads: checked, ...(kept ? { keep: kept } : {}) };
    },
    create: (info, input, taken, who) => write(info, null, input, taken, who),
    update: (info, key, input, taken, who) => write(info, key, input, taken, who),
  };
}

function documentCarrier(records: Records, store: FileStore, maxBytes: number, maxPixels: number): UploadCarrier {
  const strip = (body: unknown) => without(body, ['base64']);

  const write = async (info: ResourceInfo, key: string | null, input: ValidatedInput, taken: TakenUploads, who: Actor) =>
    records.transaction(who, async (uow) => {
      const current = key === null ? null : await uow.lock(info, key);
      const upload = taken.uploads[0];
      const values = upload ? { ...input.values, file: upload.name, ...(input.values.file_type ? {} : { file_type: upload.type }) } : input.values;
      const saved = current ? await uow.update(info, key!, { ...input, values }) : await uow.create(info, { ...input, values });
      const previous = typeof current?.file === 'string' ? current.file : null;
      if (upload) await putInUnit(uow, store, { model: 'documents', id: saved.id as number, name: upload.name }, upload, previous === upload.name);
      if (upload && previous && previous !== upload.name) uow.afterCommit(() => store.remove({ model: 'documents', id: saved.id as number, name: previous }));
      return saved;
    });

  return {
    properties: { base64: { type: ['string', 'null'], description: 'The file, base64; its name is `file` (else `name`)' } },
    strip,
    async take(body) {
      const sent = asObject(body);
      if (sent.base64 === undefined || sent.base64 === null || sent.base64 === '') return { body: strip(body), uploads: [] };
      const name = typeof sent.file === 'string' && sent.file ? sent.file : sent.name;
      const upload = await checkedUpload({ name, base64: sent.base64, fileType: sent.file_type }, 'file', maxBytes, maxPixels);
      return { body: { ...(strip(body) as object), file: upload.name }, uploads: [upload] };
    },
    create: (info, input, taken, who) => write(info, null, input, taken, who),
    update: (info, key, input, taken, who) => write(info, key, input, taken, who),
  };
}

/** What an image field may hold: a picture a browser shows. */
const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp'];

/** The body property that carries an image field's file: `thumbnail` -> `thumbnailbase64` (the contract's name). */
export const imageBase64Field = (field: string): string => `${field}base64`;

function imageCarrier(records: Records, store: FileStore, maxBytes: number, maxPixels: number, collection: string, fields: string[]): UploadCarrier {
  const carried = fields.map(imageBase64Field);
  const strip = (body: unknown) => without(body, carried);
  const pathOf = (id: number, name: string): StoredPath => ({ model: collection, id, name });
  /** The field an upload fills, kept beside it (the uploads are in `fields` order, those sent). */
  const fieldsOf = new WeakMap<TakenUploads, string[]>();

  const write = async (info: ResourceInfo, key: string | null, input: ValidatedInput, taken: TakenUploads, who: Actor) =>
    records.transaction(who, async (uow) => {
      const current = key === null ? null : await uow.lock(info, key);
      const saved = current ? await uow.update(info, key!, input) : await uow.create(info, input);
      const filled = fieldsOf.get(taken) ?? [];
      for (const [i, upload] of taken.uploads.entries()) {
        const previous = current?.[filled[i]];
        await putInUnit(uow, store, pathOf(saved.id as number, upload.name), upload, previous === upload.name);
        if (typeof previous === 'string' && previous && previous !== upload.name) uow.afterCommit(() => store.remove(pathOf(saved.id as number, previous)));
      }
      return saved;
    });

  return {
    properties: Object.fromEntries(carried.map((name, i) => [name, { type: ['string', 'null'], description: `The picture, base64; its name is \`${fields[i]}\`` }])),
    strip,
    async take(body) {
      const sent = asObject(body);
      const uploads: Upload[] = [];
      const filled: string[] = [];
      const names: Record<string, string> = {};
      for (const field of fields) {
        const base64 = sent[imageBase64Field(field)];
        if (base64 === undefined || base64 === null || base64 === '') continue;
        const name = typeof sent[field] === 'string' ? (sent[field] as string) : '';
        if (!IMAGE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext))) throw invalid(field, `A picture must be a ${IMAGE_EXTENSIONS.join(', ')} file`);
        const upload = await checkedUpload({ name, base64, fileType: `image/${name.split('.').pop()!.toLowerCase().replace('jpg', 'jpeg')}` }, field, maxBytes, maxPixels, imageBase64Field(field));
        uploads.push(upload);
        filled.push(field);
        names[field] = upload.name;
      }
      const taken = { body: { ...(strip(body) as object), ...names }, uploads };
      fieldsOf.set(taken, filled);
      return taken;
    },
    create: (info, input, taken, who) => write(info, null, input, taken, who),
    update: (info, key, input, taken, who) => write(info, key, input, taken, who),
  };
}

/** Collections whose pictures have a call of their own. */
const OWN_PICTURE_CALL = new Set(['users']);

/**
 * The upload carriers by collection: notes, documents, and every resource with an image field.
 * A picture over `maxPixels` (MAX_IMAGE_PIXELS) is refused with the rest of the checks.
 */
export function uploadCarriers(records: Records, store: FileStore, maxBytes: number, registry: Registry, maxPixels = DEFAULT_MAX_IMAGE_PIXELS): ReadonlyMap<string, UploadCarrier> {
  const carriers = new Map<string, UploadCarrier>([
    ['notes', noteCarrier(records, store, maxBytes, maxPixels)],
    ['documents', documentCarrier(records, store, maxBytes, maxPixels)],
  ]);
  for (const def of registry.defs) {
    const images = def.fields.filter((f) => f.type === 'image').map((f) => f.name);
    if (images.length && !carriers.has(def.resource) && !OWN_PICTURE_CALL.has(def.resource)) carriers.set(def.resource, imageCarrier(records, store, maxBytes, maxPixels, def.resource, images));
  }
  return carriers;
}
