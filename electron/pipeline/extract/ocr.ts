import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PinciteError } from '../../../shared/errors.js';
import type { OcrImage } from './extract-pdf.js';
import { buildOcrPageText, type OcrBlock } from './ocr-page.js';
import type { TextElement } from './types.js';

const require = createRequire(import.meta.url);
const tesseractVersion: string = (require('tesseract.js/package.json') as { version: string }).version;
export const OCR_EXTRACTOR = `tesseract.js@${tesseractVersion}+eng-4.0.0_best_int`;

type Tesseract = typeof import('tesseract.js');
type Scheduler = ReturnType<Tesseract['createScheduler']>;

export type OcrPageResult = { text: string; elements: TextElement[]; confidence: number };

/**
 * Offline OCR: tesseract.js with the bundled English LSTM model, a scheduler over
 * `workers` tesseract workers (their own threads). Started on first use only, so
 * ingesting native PDFs never pays for it.
 */
export class OcrEngine {
  private scheduler: Promise<Scheduler> | null = null;
  constructor(private readonly workers = 2) {}

  async recognize(image: OcrImage, file: string): Promise<OcrPageResult> {
    try {
      const scheduler = await this.start();
      const result = await scheduler.addJob('recognize', Buffer.from(image.png), {}, { blocks: true, text: false });
      const blocks = (result.data.blocks ?? []) as unknown as OcrBlock[];
      return buildOcrPageText(image.page, blocks, image.viewportTransform, OCR_EXTRACTOR);
    } catch (err) {
      throw new PinciteError('OCR_FAILED', `OCR of page ${image.page} of ${file} failed (${(err as Error).message}). Try ingesting with --ocr off, or a cleaner scan.`, { cause: err });
    }
  }

  async close(): Promise<void> {
    const s = this.scheduler;
    this.scheduler = null;
    if (s) await (await s).terminate();
  }

  private start(): Promise<Scheduler> {
    this.scheduler ??= (async () => {
      const T: Tesseract = await import('tesseract.js');
      const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
      const cachePath = join(tmpdir(), 'pincite-tesseract-cache');
      mkdirSync(cachePath, { recursive: true });
      const scheduler = T.createScheduler();
      const workers = await Promise.all(
        Array.from({ length: this.workers }, () => T.createWorker('eng', T.OEM.LSTM_ONLY, { langPath, gzip: true, cachePath })),
      );
      for (const w of workers) scheduler.addWorker(w);
      return scheduler;
    })();
    return this.scheduler;
  }
}
