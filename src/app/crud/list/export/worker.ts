/** The worker side of an export: one table in, progress and the file's bytes out. */
import type { ExportReply, ExportTable } from './table';

export function serveExports(build: (table: ExportTable, progress: (done: number) => void) => ArrayBuffer | Promise<ArrayBuffer>): void {
  const scope = self as unknown as { onmessage: ((e: MessageEvent<ExportTable>) => void) | null; postMessage(m: ExportReply, transfer?: Transferable[]): void };
  scope.onmessage = async (event) => {
    const table = event.data;
    try {
      const bytes = await build(table, (done) => scope.postMessage({ type: 'progress', done, total: table.rows.length }));
      scope.postMessage({ type: 'done', bytes }, [bytes]);
    } catch (e) {
      scope.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  };
}
