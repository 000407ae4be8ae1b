/**
 * Code chunks that do not arrive (spec section 8: "Chunk loading failures time out after 120
 * seconds"). A page's code is fetched when it is first opened; on a connection that stalls the
 * import would wait forever behind a spinner. After the timeout it fails with ChunkLoadError,
 * which the error page (pages/info/StatusPages.tsx) shows as a sentence with Reload.
 */
import { lazy, type ComponentType } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(readonly seconds: number) {
    super(`A part of the app did not load within ${seconds} seconds`);
    this.name = 'ChunkLoadError';
  }
}

/** `load()`, refused with ChunkLoadError when it has not settled within `ms`. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(Math.round(ms / 1000))), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason: unknown) => {
        clearTimeout(timer);
        reject(reason);
      },
    );
  });
}

/** React.lazy with the chunk timeout. */
export const lazyWithTimeout = <P,>(load: () => Promise<{ default: ComponentType<P> }>, ms = CHUNK_TIMEOUT_MS) => lazy(() => withChunkTimeout(load, ms));

/** A chunk that timed out, or one the browser failed to fetch (a new build replaced it, the network is gone). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(message);
}
