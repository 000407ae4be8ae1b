/**
 * One interface over where files are kept (api-contract.md, Files): the local folder
 * STORAGE_DIR by default, or an S3-compatible object store when S3_ENDPOINT and S3_BUCKET are
 * set (path-style addressing, so MinIO, Ceph, Garage and the test fake work as AWS does).
 *
 * `openFileStore(settings)` is called once by the server; the older helpers in
 * plugins/storage.ts (storeFile, removeStored, ...) take the storage root and reach the store
 * opened for it, so their callers keep working whichever backend is set.
 */
import { createReadStream } from 'node:fs';
import { mkdir, realpath, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings, Settings } from '../config';
import { isSafePath, keyOf, MODEL, isSafeFileName, type StoredPath } from './paths';

/** The name a file is written under before it is renamed into place (`.upload-…`), never a stored file's name. */
export const UPLOAD_PREFIX = '.upload-';

export interface StoredFile {
  body: Readable;
  size?: number;
}

export interface FileStore {
  /** Write the file whole (replacing one of the same path) or not at all. */
  put(path: StoredPath, bytes: Buffer, contentType?: string): Promise<void>;
  /** The file's bytes as a stream, or null when there is none. */
  read(path: StoredPath): Promise<StoredFile | null>;
  /** Remove the file; nothing happens when it is not there. */
  remove(path: StoredPath): Promise<void>;
}

const unsafe = (path: StoredPath) => new Error(`unsafe storage path ${JSON.stringify(path)}`);

/** Files under a folder; a path is read only when, after following links, it lies inside the root. */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  async put(path: StoredPath, bytes: Buffer): Promise<void> {
    if (!isSafePath(path)) throw unsafe(path);
    const folder = join(this.root, path.model, String(path.id));
    await mkdir(folder, { recursive: true });
    const temporary = join(folder, `${UPLOAD_PREFIX}${randomBytes(8).toString('hex')}`);
    try {
      await writeFile(temporary, bytes, { mode: 0o640 });
      await rename(temporary, join(folder, path.name));
    } catch (e) {
      // A full disk leaves a part of the file: no `.upload-*` is left behind.
      await rm(temporary, { force: true }).catch(() => undefined);
      throw e;
    }
  }

  /** The real path of a stored file when it is a regular file inside the root, else null. */
  async resolve(path: StoredPath): Promise<string | null> {
    try {
      const realRoot = await realpath(this.root);
      const real = await realpath(join(this.root, path.model, String(path.id), path.name));
      if (!real.startsWith(realRoot + sep)) return null;
      return (await stat(real)).isFile() ? real : null;
    } catch {
      return null;
    }
  }

  async read(path: StoredPath): Promise<StoredFile | null> {
    const file = await this.resolve(path);
    return file ? { body: createReadStream(file), size: (await stat(file)).size } : null;
  }

  async remove(path: StoredPath): Promise<void> {
    if (!MODEL.test(path.model) || !isSafeFileName(path.name)) return;
    const folder = join(this.root, path.model, String(path.id));
    await rm(join(folder, path.name), { force: true });
    // The record's folder goes with its last file (a write that did not commit leaves none).
    await rmdir(folder).catch(() => undefined);
  }
}

/** Objects `{model}/{id}/{name}` in one bucket of an S3-compatible store. */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only when an operation needs one: many S3-compatible stores reject the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(path: StoredPath, bytes: Buffer, contentType = 'application/octet-stream'): Promise<void> {
    if (!isSafePath(path)) throw unsafe(path);
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: keyOf(path), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  }

  async read(path: StoredPath): Promise<StoredFile | null> {
    if (!isSafePath(path)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: keyOf(path) }));
      return answer.Body ? { body: answer.Body as Readable, size: answer.ContentLength } : null;
    } catch (e) {
      if (e instanceof NoSuchKey || (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404)) return null;
      throw e;
    }
  }

  async remove(path: StoredPath): Promise<void> {
    if (!isSafePath(path)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: keyOf(path) }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** The store opened for each storage root; a root nobody opened is a local folder. */
const opened = new Map<string, FileStore>();

/** The server's file store, by its settings; the helpers given its storage root reach the same one. */
export function openFileStore(settings: Pick<Settings, 'storageDir' | 's3'>): FileStore {
  const store = settings.s3 ? new S3FileStore(settings.s3) : new LocalFileStore(settings.storageDir);
  opened.set(settings.storageDir, store);
  return store;
}

export function fileStoreAt(root: string): FileStore {
  return opened.get(root) ?? new LocalFileStore(root);
}

export type { StoredPath } from './paths';
