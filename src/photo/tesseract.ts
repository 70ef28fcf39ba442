/**
 * One Tesseract worker (tesseract.js runs the WebAssembly engine in a Node worker thread, off
 * the event loop) with the English model read from `@tesseract.js-data/eng` in node_modules:
 * a local `langPath` and `cacheMethod: 'none'`, so nothing is downloaded, nothing is written to
 * disk and nothing leaves the machine. The worker is started on first use and kept; `stop()`
 * ends its thread at once, even in the middle of a picture (that is how a picture over its time
 * limit is abandoned), and the next `recognise` starts a fresh one.
 *
 * On some plates the engine prints `Error in boxClipToRectangle: box outside rectangle` and
 * `Error in pixScanForForeground: invalid box` on stderr: Leptonica, inside Tesseract, when the
 * page-layout step's image finder (run on every picture in automatic page segmentation, which
 * `rotateAuto` needs) clips a region that reaches past the picture's edge. They are harmless
 * (Tesseract goes on and reads the plate) and come with the Sauvola thresholding that reads
 * shadowed plates. tesseract.js has no option to silence the engine's own output, so the worker
 * thread runs a few lines of our own first (`quietWorker`): they drop exactly those two lines
 * from the thread's stderr, then start tesseract.js's own worker script.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);

/** Leptonica's two harmless complaints (above); any other line the engine writes goes through. */
const leptonicaNoise =
  '^Error in (boxClipToRectangle: box outside rectangle|pixScanForForeground: invalid box)$';

/**
 * The worker thread's script: drops Leptonica's noise from the thread's stderr, then runs
 * tesseract.js's worker script. A `data:` URL (an ES module), so nothing is written to disk.
 */
const quietWorker = (script: string): URL => {
  const source = `import { createRequire } from 'node:module';
const noise = new RegExp(${JSON.stringify(leptonicaNoise)});
const write = process.stderr.write.bind(process.stderr);
process.stderr.write = (chunk, ...rest) => {
  if (!String(chunk).split('\\n').every((line) => line === '' || noise.test(line))) return write(chunk, ...rest);
  const done = rest.find((each) => typeof each === 'function');
  if (done) process.nextTick(done);
  return true;
};
createRequire(${JSON.stringify(script)})(${JSON.stringify(script)});
`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
};

/** Where the English model lies: the `4.0.0_best_int` folder of `@tesseract.js-data/eng`. */
export const englishModelDir = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** The options every worker is created with (exported so a test can check them). */
export const workerOptions = {
  langPath: englishModelDir,
  cacheMethod: 'none',
  gzip: true,
  // tesseract.js hands workerPath to `new Worker()` as it is, which takes a URL; its types say string.
  workerPath: quietWorker(
    require.resolve('tesseract.js/src/worker-script/node/index.js'),
  ) as unknown as string,
} as const satisfies Partial<Tesseract.WorkerOptions>;

export interface RecognisedText {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

export class TesseractWorker {
  #worker: Promise<Tesseract.Worker> | undefined;

  async #started(): Promise<Tesseract.Worker> {
    if (!this.#worker) {
      const starting = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, workerOptions).then(
        async (worker) => {
          await worker.setParameters({
            tessedit_pageseg_mode: Tesseract.PSM.AUTO,
            user_defined_dpi: '300',
            debug_file: '/dev/null',
            // Sauvola: a threshold per neighbourhood, so text in the shadow of a badly lit plate survives.
            thresholding_method: '2',
          });
          return worker;
        },
      );
      starting.catch(() => {
        if (this.#worker === starting) this.#worker = undefined;
      });
      this.#worker = starting;
    }
    return this.#worker;
  }

  /** Text of a prepared picture; `rotateAuto` straightens a plate turned a few degrees. */
  async recognise(png: Buffer): Promise<RecognisedText> {
    const worker = await this.#started();
    const { data } = await worker.recognize(png, { rotateAuto: true }, { text: true });
    return { text: data.text, confidence: data.confidence };
  }

  /** Ends the worker thread now (a picture it was reading is dropped). */
  async stop(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (!worker) return;
    await worker.then(
      (started) => started.terminate(),
      () => undefined,
    );
  }
}
