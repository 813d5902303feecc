// Response compression: brotli, else gzip, for text bodies the client accepts it for. Static
// bodies are compressed once and kept (hashed assets never change); streamed pages are
// compressed as they stream, at a level that keeps the first bytes early.
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Smaller bodies gain nothing worth the work. */
const MIN_BYTES = 512;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * The encoding to answer with: 'br' or 'gzip' when the request accepts it (q > 0) and the body
 * is compressible text of some size; undefined to send it as it is.
 */
export function negotiateEncoding(req, contentType = '', size = 0) {
  if (!COMPRESSIBLE.test(contentType) || size < MIN_BYTES) return undefined;
  const accepted = new Map();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

const cache = new Map();
const CACHE_LIMIT = 500;

/** The body compressed with `encoding`, from the cache when the same body was compressed before. */
export async function compressedBody(body, encoding) {
  const key = `${encoding}:${body.length}:${body.subarray(0, 64).toString('base64')}:${body.subarray(-64).toString('base64')}`;
  const cached = cache.get(key);
  if (cached && cached.source.equals(body)) return cached.out;
  const out =
    encoding === 'br'
      ? await compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await compressGzip(body, { level: 9 });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value);
  cache.set(key, { source: body, out });
  return out;
}

/**
 * A writable the page streams into: compressed into `res` (each write flushed, so the browser
 * gets the head and the first markup at once), or `res` itself without an encoding.
 */
export function compressingStream(encoding, res) {
  if (!encoding) return res;
  const stream =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 }, flush: constants.BROTLI_OPERATION_FLUSH })
      : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
  stream.pipe(res);
  return stream;
}
