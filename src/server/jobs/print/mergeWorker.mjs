// A thread that joins PDF parts into one document (pdf-lib), away from the API's event loop: copying a
// thousand pages takes seconds of CPU. Plain JavaScript: it runs the same from the sources and the build.
import { parentPort, workerData } from 'node:worker_threads';
import { PDFDocument } from 'pdf-lib';

const { parts, title } = workerData;
const joined = await PDFDocument.create();
joined.setTitle(title);
joined.setProducer('larder');
for (const bytes of parts) {
  const part = await PDFDocument.load(bytes);
  const pages = await joined.copyPages(part, part.getPageIndices());
  for (const page of pages) joined.addPage(page);
}
const pdf = await joined.save();
parentPort.postMessage({ pdf, pageCount: joined.getPageCount() }, [pdf.buffer]);
