/** Join PDF parts into one document in a thread of its own (mergeWorker.mjs). */
import { Worker } from 'node:worker_threads';

const ENTRY = new URL('./mergeWorker.mjs', import.meta.url);

export function mergePdfs(parts: Uint8Array[], title: string, heapMb = 1024): Promise<{ pdf: Uint8Array; pageCount: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENTRY, { name: 'larder-pdf-merge', workerData: { parts, title }, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    let answered = false;
    worker.once('message', (answer: { pdf: Uint8Array; pageCount: number }) => {
      answered = true;
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the PDF merge thread ended (exit code ${code})`));
    });
  });
}
