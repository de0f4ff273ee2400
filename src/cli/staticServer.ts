/** A static file server for the built app: correct MIME types, no path escapes, SPA fallback. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

export const mimeType = (file: string): string => MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Serve `root`; unknown paths without a file extension get index.html (client-side routes). */
export function createStaticServer(root: string): Server {
  return createServer((req, res) => {
    handle(root, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('internal error');
    });
  });
}

async function handle(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const file = normalize(join(root, pathname));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) {
    res.writeHead(403).end();
    return;
  }
  const found = (await fileAt(file)) ?? (await fileAt(join(file, 'index.html')));
  if (found) return send(req, res, found, pathname.startsWith('/assets/'));
  if (extname(pathname) === '') {
    const index = await fileAt(join(root, 'index.html'));
    if (index) return send(req, res, index, false);
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`not found: ${pathname}`);
}

interface FoundFile {
  path: string;
  size: number;
  etag: string;
}

async function fileAt(path: string): Promise<FoundFile | undefined> {
  const s = await stat(path).catch(() => undefined);
  return s?.isFile() ? { path, size: s.size, etag: `"${s.size.toString(36)}-${Math.floor(s.mtimeMs).toString(36)}"` } : undefined;
}

function send(req: IncomingMessage, res: ServerResponse, file: FoundFile, immutable: boolean): void {
  const headers = {
    'content-type': mimeType(file.path),
    etag: file.etag,
    // Vite names files under assets/ by content hash; everything else (fonts, templates)
    // is revalidated, which the ETag makes a cheap 304 for the 10 MB fonts.
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': file.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file.path).on('error', () => res.destroy()).pipe(res);
}
