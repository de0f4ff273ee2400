/**
 * The host of the layout worker: fonts from the app's base URL, images resolved against the
 * base URL of the request (the preview of a sample has its own), one sandbox for the worker.
 * Everything loaded is kept for the worker's lifetime and shared by its requests.
 */
import type { Host } from '../engine/index.ts';
import { fetchFonts, fetchImageBytes, sharedSandbox } from './web.ts';

export function createWorkerHost(appBaseUrl: string, imageBaseUrl: string = appBaseUrl): Host {
  return {
    fonts: () => fetchFonts(appBaseUrl),
    imageBytes: (src) => fetchImageBytes(src, imageBaseUrl),
    sandbox: sharedSandbox,
  };
}
