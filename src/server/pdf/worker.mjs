/**
 * One PDF drawing thread of the pool (pool.ts). Plain JavaScript that registers tsx's loader and
 * then loads the TypeScript drawing code (plan.ts, document.ts), so the same source draws here as
 * on the server's thread. It answers `{ id, plan }` with `{ id, pdf }` (the bytes, transferred) or
 * `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { drawPlan } = await import('./plan.ts');

parentPort.on('message', ({ id, plan }) => {
  try {
    const bytes = drawPlan(plan);
    const pdf = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    parentPort.postMessage({ id, pdf }, bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer] : []);
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
parentPort.postMessage({ ready: true });
