import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request, RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { GraphQLError } from 'graphql';
import {
  CSRF_HEADER,
  IMAGE_TYPE_PATTERN,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_PARSER_LIMIT,
  IMAGE_UPLOAD_TEXTS,
  imageTypeError,
  mediaPathOf,
  MESSAGES,
  UPLOAD_CONTENT_TYPES,
  uploadExtension,
  type UploadFileType,
} from '@portal/rules';
import { imageUploadCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import { loadConfig, requireEditorAccess } from './editor';

type ContextOf = (args: { req: Request; res: Response }) => Promise<GatewayContext>;

const CSRF_REFUSED_UPLOAD =
  'This upload was refused because the request carried no CSRF token. Reload the page and try again.';

/** file-type reads at most this many bytes to decide (its own sample size). */
const SNIFF_SAMPLE = 4100;

const FILE_TYPE_OF: Record<string, UploadFileType> = {
  png: 'png',
  jpg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
};

function queryText(req: Request, name: string): string {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

function answer(res: Response, status: number, message: string, fields?: Record<string, string[]>): void {
  if (res.headersSent) return;
  res.status(status).json(fields ? { message, fields } : { message });
}

/** The guards' errors as statuses: who may not upload to this domain, said before any byte goes upstream. */
function refusal(error: unknown): [number, string, Record<string, string[]>?] {
  if (!(error instanceof GraphQLError)) return [502, MESSAGES.imageUpload];
  const code = error.extensions.code;
  if (code === 'UNAUTHENTICATED') return [401, MESSAGES.notAuthenticated];
  if (code === 'FORBIDDEN') return [403, MESSAGES.forbidden];
  if (code === 'NOT_FOUND') return [404, error.message];
  if (code === 'BAD_USER_INPUT') return [400, error.message, error.extensions.fields as Record<string, string[]>];
  return [502, MESSAGES.imageUpload];
}

/** The first bytes of the file (up to SNIFF_SAMPLE) and an iterator over the rest. */
async function headOf(file: Readable): Promise<{ head: Buffer; rest: AsyncIterator<Buffer> }> {
  const rest = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < SNIFF_SAMPLE) {
    const next = await rest.next();
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest };
}

class TooLarge extends Error {}

/**
 * API-058's multipart body, generated as the browser's file arrives: the four fields, then the file part (the bytes
 * already read to check the type, then the rest as it comes). Past the size limit it throws, which aborts the
 * upstream request.
 */
async function* multipartBody(
  boundary: string,
  fields: readonly [string, string][],
  file: { name: string; contentType: string; head: Buffer; rest: AsyncIterator<Buffer> },
): AsyncGenerator<Buffer> {
  for (const [name, value] of fields) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  let size = file.head.length;
  if (size > IMAGE_UPLOAD_MAX_BYTES) throw new TooLarge();
  yield file.head;
  for (let next = await file.rest.next(); !next.done; next = await file.rest.next()) {
    size += next.value.length;
    if (size > IMAGE_UPLOAD_MAX_BYTES) throw new TooLarge();
    yield next.value;
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/**
 * EDITOR-044, API-058: POST /uploads/image?agentId=&domainName=&imageType= with the file as multipart (a plain route,
 * not GraphQL; decision D-108). Before any byte goes upstream: the CSRF header (D-62), the session and the right to
 * edit that agent's domain (D-51, the config names the agent), the section's image type, and the file's first bytes
 * (file-type; VALID-022, VALID-013). The file then streams on to API-058 as a new multipart body, cut off past
 * 5 MB (413). The answer is `{fileUrl}`: the upstream's address checked to be its own media path.
 */
export function imageUploadRoute(contextOf: ContextOf): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // Whatever is refused before the file is read: the rest of the request is discarded unread.
    const refuse = (status: number, message: string, fields?: Record<string, string[]>) => {
      answer(res, status, message, fields);
      req.resume();
    };
    if (!req.get(CSRF_HEADER)?.trim()) return refuse(403, CSRF_REFUSED_UPLOAD);
    const agentId = queryText(req, 'agentId');
    const domainName = queryText(req, 'domainName');
    const imageType = queryText(req, 'imageType');
    if (!IMAGE_TYPE_PATTERN.test(imageType)) {
      return refuse(400, MESSAGES.imageUpload, { imageType: ['Choose the section the image is for.'] });
    }
    const declared = Number(req.get('content-length') ?? '0');
    // The multipart envelope adds a few hundred bytes to the file.
    if (declared > IMAGE_UPLOAD_MAX_BYTES + 16_384) return refuse(413, IMAGE_UPLOAD_TEXTS.tooLarge, { file: [IMAGE_UPLOAD_TEXTS.tooLarge] });

    let ctx: GatewayContext;
    let domain: string;
    try {
      ctx = await contextOf({ req, res });
      const access = await requireEditorAccess(ctx, agentId, domainName, 'write');
      domain = access.domainName;
      // The domain must be this agent's: the config names its owner (a domain of another agent is a 404).
      await loadConfig(ctx, agentId, domain, MESSAGES.imageUpload);
    } catch (error) {
      return refuse(...refusal(error));
    }

    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 0, parts: 1, fileSize: IMAGE_UPLOAD_PARSER_LIMIT } });
    } catch {
      return refuse(400, IMAGE_UPLOAD_TEXTS.required, { file: [IMAGE_UPLOAD_TEXTS.required] });
    }
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    let handled = false;

    parser.on('file', (name, file, info) => {
      if (handled || name !== 'file') {
        file.resume();
        return;
      }
      handled = true;
      void (async () => {
        const { head, rest } = await headOf(file);
        if (head.length === 0) {
          file.resume();
          return answer(res, 400, IMAGE_UPLOAD_TEXTS.empty, { file: [IMAGE_UPLOAD_TEXTS.empty] });
        }
        const detected = await fileTypeFromBuffer(head);
        const type = detected ? (FILE_TYPE_OF[detected.ext] ?? null) : null;
        const typeError = imageTypeError(type);
        if (typeError || !type) {
          file.resume();
          return answer(res, 400, typeError ?? IMAGE_UPLOAD_TEXTS.unrecognised, { file: [typeError ?? IMAGE_UPLOAD_TEXTS.unrecognised] });
        }
        const ext = uploadExtension(type);
        const contentType = UPLOAD_CONTENT_TYPES[type];
        const boundary = `----portal${randomBytes(12).toString('hex')}`;
        let tooLarge = false;
        const body = Readable.from(
          (async function* () {
            try {
              yield* multipartBody(
                boundary,
                [
                  ['domain_name', domain],
                  ['image_type', imageType],
                  ['image_ext', ext],
                  ['content_type', contentType],
                ],
                { name: `${imageType}.${ext}`, contentType, head, rest },
              );
            } catch (error) {
              if (error instanceof TooLarge) tooLarge = true;
              throw error;
            }
          })(),
        );
        void info;
        try {
          const response = await ctx.rest.sendStream(imageUploadCalls.upload, {
            path: { agentId },
            body,
            contentType: `multipart/form-data; boundary=${boundary}`,
            signal: gone.signal,
            failure: MESSAGES.imageUpload,
          });
          if (response.status === 403) return answer(res, 403, MESSAGES.forbidden);
          // The provider (or its proxy) refusing the size: the size rule's text, not a failed upload (issue #24 §5).
          if (response.status === 413) return answer(res, 413, IMAGE_UPLOAD_TEXTS.tooLarge, { file: [IMAGE_UPLOAD_TEXTS.tooLarge] });
          if (response.status < 200 || response.status >= 300) return answer(res, 502, MESSAGES.imageUpload);
          const { fileUrl } = ctx.rest.answerOf(imageUploadCalls.upload, response, MESSAGES.imageUpload);
          const path = mediaPathOf(fileUrl, ctx.portal.backend.url);
          if (!path) return answer(res, 502, MESSAGES.imageUpload);
          res.status(200).json({ fileUrl: path });
        } catch {
          if (tooLarge) {
            file.resume();
            res.setHeader('Connection', 'close');
            return answer(res, 413, IMAGE_UPLOAD_TEXTS.tooLarge, { file: [IMAGE_UPLOAD_TEXTS.tooLarge] });
          }
          answer(res, 502, MESSAGES.imageUpload);
        }
      })().catch(() => answer(res, 502, MESSAGES.imageUpload));
    });
    parser.on('error', () => answer(res, 400, MESSAGES.imageUpload));
    parser.on('close', () => {
      if (!handled) answer(res, 400, IMAGE_UPLOAD_TEXTS.required, { file: [IMAGE_UPLOAD_TEXTS.required] });
    });
    req.pipe(parser);
  };
}
