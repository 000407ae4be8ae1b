/**
 * A PDF as the steps that draw it, so the drawing can happen on another thread (pool.ts).
 *
 * Building a document reads the database (the customer, the lines, the photos' bytes): that is
 * quick and stays on the server's thread. Drawing it (fonts, tables of a thousand lines,
 * pictures) is what took a second and more and held up every other request. `PdfPlan` has the
 * same calls as `PdfDocument` and only writes them down; `drawPlan` replays them on a
 * `PdfDocument`, in a worker or here. The plan is plain data (structured-clone safe), so the same
 * plan gives the same PDF on either thread.
 */
import type { PdfDesign } from './document';
import { PdfDocument } from './document';

type Drawing = Omit<PdfDocument, 'output'>;
type Step = { [K in keyof Drawing]: { op: K; args: Parameters<Drawing[K]> } }[keyof Drawing];

export interface PdfPlanData {
  design: PdfDesign;
  title: string;
  maxImagePixels?: number;
  steps: Step[];
}

/** A QR code's modules as plain data (qrcode's BitMatrix has methods, which do not cross threads). */
interface Modules {
  size: number;
  get(row: number, column: number): boolean | number;
}

export class PdfPlan {
  private readonly plan: PdfPlanData;

  constructor(design: PdfDesign, title: string, maxImagePixels?: number) {
    this.plan = { design, title, ...(maxImagePixels === undefined ? {} : { maxImagePixels }), steps: [] };
  }

  private step(step: Step): this {
    this.plan.steps.push(step);
    return this;
  }

  letterhead(...args: Parameters<PdfDocument['letterhead']>): this {
    return this.step({ op: 'letterhead', args });
  }
  fields(...args: Parameters<PdfDocument['fields']>): this {
    return this.step({ op: 'fields', args });
  }
  heading(...args: Parameters<PdfDocument['heading']>): this {
    return this.step({ op: 'heading', args });
  }
  section(...args: Parameters<PdfDocument['section']>): this {
    return this.step({ op: 'section', args });
  }
  table(...args: Parameters<PdfDocument['table']>): this {
    return this.step({ op: 'table', args });
  }
  totals(...args: Parameters<PdfDocument['totals']>): this {
    return this.step({ op: 'totals', args });
  }
  qrCode(modules: Modules, size: number, caption: string[]): this {
    const dark: boolean[] = [];
    for (let row = 0; row < modules.size; row++) for (let column = 0; column < modules.size; column++) dark.push(!!modules.get(row, column));
    return this.step({ op: 'qrCode', args: [{ size: modules.size, dark } as unknown as Modules, size, caption] });
  }
  images(...args: Parameters<PdfDocument['images']>): this {
    return this.step({ op: 'images', args });
  }
  signature(...args: Parameters<PdfDocument['signature']>): this {
    return this.step({ op: 'signature', args });
  }

  /** The steps written down: what `drawPlan` or the pool draws. */
  output(): PdfPlanData {
    return this.plan;
  }
}

/** The PDF a plan describes. */
export function drawPlan(plan: PdfPlanData): Buffer {
  const pdf = new PdfDocument(plan.design, plan.title, plan.maxImagePixels);
  for (const step of plan.steps) {
    if (step.op === 'qrCode') {
      const [modules, size, caption] = step.args as unknown as [{ size: number; dark: boolean[] }, number, string[]];
      pdf.qrCode({ size: modules.size, get: (row, column) => modules.dark[row * modules.size + column] }, size, caption);
    } else {
      (pdf[step.op] as (...args: unknown[]) => unknown)(...step.args);
    }
  }
  return pdf.output();
}
