/**
 * PDFs drawn on worker threads (issue 27.4, 23.1): ten 1,000-line quotations at once took 1.2 s
 * each on the server's thread and held every other request up to 3.3 s, and a big picture held it
 * a minute. Here `PDF_WORKERS` threads (worker.mjs; by default one fewer than the cores, at least
 * one) draw the plans the routes build (plan.ts); the server's thread only reads the database and
 * sends the bytes.
 *
 * At most `PDF_QUEUE_LIMIT` PDFs wait for a thread; past it the answer is 503 with Retry-After
 * (an estimate from how long PDFs have been taking). A PDF that takes longer than
 * `PDF_TIMEOUT_MS` gets a 503 and its thread is ended and replaced; so does one whose thread runs
 * out of memory. `PDF_WORKERS=0` draws on the server's thread (for comparison in bench/pdf-load.ts).
 */
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';
import { drawPlan, type PdfPlanData } from './plan';

/** A 503 that says when to try again (the error plugin sends Retry-After). */
export class PdfBusyError extends HttpError {
  constructor(
    title: string,
    readonly retryAfter: number,
  ) {
    super('SERVICE_UNAVAILABLE', [{ title, meta: { retryAfter } }]);
  }
}

export interface PdfPoolOptions {
  /** Drawing threads; 0 draws on the calling thread. */
  workers: number;
  /** PDFs that may wait for a thread. */
  queueLimit: number;
  /** The longest one PDF may take, ms. */
  timeoutMs: number;
}

interface Job {
  id: number;
  plan: PdfPlanData;
  resolve: (pdf: Buffer) => void;
  reject: (error: unknown) => void;
  started?: number;
}

interface Drawer {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

const WORKER_URL = new URL('./worker.mjs', import.meta.url);
/** A thread's heap: a PDF that needs more is refused (503), not the server's memory. */
const WORKER_HEAP_MB = 1024;

export class PdfPool {
  private readonly drawers = new Set<Drawer>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** How long a PDF has been taking, ms (a moving average), for Retry-After. */
  private averageMs = 1000;

  constructor(private readonly options: PdfPoolOptions) {}

  /** PDFs drawing now and waiting: for tests and the bench. */
  get load(): { drawing: number; waiting: number } {
    return { drawing: [...this.drawers].filter((d) => d.job).length, waiting: this.queue.length };
  }

  /** The PDF the plan describes, from the first free thread; 503 (PdfBusyError) when too many wait. */
  draw(plan: PdfPlanData): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the PDF pool is closed'));
    if (this.options.workers <= 0) {
      try {
        return Promise.resolve(drawPlan(plan));
      } catch (e) {
        return Promise.reject(e);
      }
    }
    const idle = [...this.drawers].some((d) => d.ready && !d.job) || this.drawers.size < this.options.workers;
    if (!idle && this.queue.length >= this.options.queueLimit) {
      const drawing = this.load.drawing;
      const retryAfter = Math.max(1, Math.ceil((this.averageMs * (this.queue.length + drawing)) / Math.max(1, this.options.workers) / 1000));
      return Promise.reject(new PdfBusyError(`The server is drawing ${drawing + this.queue.length} PDFs; try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}`, retryAfter));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, plan, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the PDF pool is closed'));
    await Promise.all([...this.drawers].map((d) => this.retire(d, new Error('the PDF pool is closed'))));
  }

  private dispatch(): void {
    for (const drawer of this.drawers) {
      if (!this.queue.length) return;
      if (drawer.ready && !drawer.job) this.send(drawer, this.queue.shift()!);
    }
    // Threads start when first needed; a starting one takes from the queue when it is ready.
    const starting = [...this.drawers].filter((d) => !d.ready).length;
    for (let i = starting; i < this.queue.length && this.drawers.size < this.options.workers; i++) this.start();
  }

  private send(drawer: Drawer, job: Job): void {
    drawer.job = job;
    job.started = performance.now();
    drawer.worker.ref();
    drawer.timer = setTimeout(() => {
      const ms = this.options.timeoutMs;
      const limit = ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} ${Math.round(ms / 1000) === 1 ? 'second' : 'seconds'}`;
      void this.retire(drawer, HttpError.of('SERVICE_UNAVAILABLE', `This PDF took longer than ${limit} to draw and was stopped; try again later or ask an administrator to check its pictures`));
      this.dispatch();
    }, this.options.timeoutMs);
    drawer.worker.postMessage({ id: job.id, plan: job.plan });
  }

  private start(): void {
    const drawer: Drawer = { worker: new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } }), ready: false };
    drawer.worker.on('message', (answer: { ready?: true; id?: number; pdf?: Uint8Array; error?: string }) => {
      if (answer.ready) {
        drawer.ready = true;
      } else if (drawer.job && answer.id === drawer.job.id) {
        const job = drawer.job;
        clearTimeout(drawer.timer);
        drawer.job = undefined;
        this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - job.started!);
        if (answer.pdf) job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
        else job.reject(new Error(`the PDF could not be drawn: ${answer.error}`));
      }
      this.dispatch();
      if (!drawer.job) drawer.worker.unref(); // an idle thread does not keep the process alive
    });
    const failed = (error: unknown) => {
      const refusal = HttpError.of('SERVICE_UNAVAILABLE', `This PDF could not be drawn (${error instanceof Error ? error.message : String(error)}); try again later`);
      // A thread that could not even start would fail the same way again: the waiting PDFs get the answer now.
      if (!drawer.ready && this.drawers.has(drawer)) for (const job of this.queue.splice(0)) job.reject(refusal);
      void this.retire(drawer, refusal);
      this.dispatch();
    };
    drawer.worker.on('error', failed);
    drawer.worker.on('exit', (code) => failed(new Error(`the drawing thread stopped with code ${code}`)));
    this.drawers.add(drawer);
  }

  /** End a thread, failing the PDF it draws with `error`; the next dispatch starts another. */
  private async retire(drawer: Drawer, error: unknown): Promise<void> {
    if (!this.drawers.delete(drawer)) return;
    clearTimeout(drawer.timer);
    drawer.job?.reject(error);
    drawer.job = undefined;
    await drawer.worker.terminate();
  }
}
