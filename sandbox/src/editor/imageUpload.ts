import { randomBytes } from 'node:crypto';
import busboy from 'busboy';
import type { Request, Router } from 'express';
import {
  canAccessAgent,
  IMAGE_TYPE_PATTERN,
  IMAGE_UPLOAD_PARSER_LIMIT,
  IMAGE_UPLOAD_TEXTS,
  imageTypeError,
  sniffUploadType,
  UPLOAD_CONTENT_TYPES,
  uploadExtension,
  type SessionUser,
} from '@portal/rules';
import { expressPath, IMAGE_UPLOAD_PARTS, imageUploadCalls } from '@portal/rules/contract';
import type { AreaContext } from '../area';
import { isoUtc } from '../db/time';
import type { Db } from '../db/module';
import { reply } from '../http/contract';
import { badRequest, notFound, type FieldErrorBody } from '../http/errors';
import { requireAllowed } from '../http/guards';
import { route } from '../http/routes';
import { FIELD_MESSAGES } from '../http/validation';
import { findDomainByName, normalizeDomainName } from '../lib/domainStore';

/** The uploads table (one blob per file): added to the editor area's migrations. */
export const EDITOR_UPLOADS_MIGRATION = `CREATE TABLE editor_uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  file_name TEXT NOT NULL UNIQUE,
  domain_pk INTEGER NOT NULL REFERENCES domains (pk) ON DELETE CASCADE,
  image_type TEXT NOT NULL,
  content_type TEXT NOT NULL,
  data BLOB NOT NULL,
  created_by TEXT NOT NULL,
  time TEXT NOT NULL
)`;

interface Upload {
  fields: Record<string, string>;
  file: Buffer | null;
  tooLarge: boolean;
}

/** The multipart body, the file held in memory up to the limit (the sandbox stores it whole anyway). */
function readUpload(req: Request): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 8, fileSize: IMAGE_UPLOAD_PARSER_LIMIT } });
    } catch {
      reject(badRequest({ detail: 'Multipart form parse error - Invalid Content-Type.' }));
      return;
    }
    const upload: Upload = { fields: {}, file: null, tooLarge: false };
    parser.on('field', (name, value) => {
      upload.fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        upload.tooLarge = true;
      });
      stream.on('end', () => {
        upload.file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(badRequest({ detail: 'Multipart form parse error.' })));
    parser.on('close', () => resolve(upload));
    req.pipe(parser);
  });
}

/** DRF's 400 per field: every part required; the file's first bytes must be the image type it claims. */
function uploadErrors(upload: Upload): FieldErrorBody {
  const errors: FieldErrorBody = {};
  for (const part of IMAGE_UPLOAD_PARTS) {
    const present = part === 'file' ? upload.file !== null : Boolean(upload.fields[part]?.trim());
    if (!present) errors[part] = [part === 'file' ? 'No file was submitted.' : FIELD_MESSAGES.required];
  }
  if (errors.file) return errors;
  const file = upload.file!;
  if (upload.tooLarge) return { ...errors, file: [IMAGE_UPLOAD_TEXTS.tooLarge] };
  if (file.length === 0) return { ...errors, file: ['The submitted file is empty.'] };
  const type = sniffUploadType(file.subarray(0, 16));
  const typeError = imageTypeError(type);
  if (typeError) return { ...errors, file: [typeError] };
  if (upload.fields.image_ext && upload.fields.image_ext !== uploadExtension(type!)) {
    errors.image_ext = [`The file is a ${uploadExtension(type!)} file, not ${upload.fields.image_ext}.`];
  }
  if (upload.fields.content_type && upload.fields.content_type !== UPLOAD_CONTENT_TYPES[type!]) {
    errors.content_type = [`The file's content type is ${UPLOAD_CONTENT_TYPES[type!]}.`];
  }
  if (upload.fields.image_type && !IMAGE_TYPE_PATTERN.test(upload.fields.image_type)) {
    errors.image_type = ['Enter a valid image type.'];
  }
  return errors;
}

function storeUpload(db: Db, domainPk: number, upload: Upload, username: string): string {
  const ext = upload.fields.image_ext!;
  const fileName = `${randomBytes(12).toString('hex')}.${ext}`;
  db.prepare(
    `INSERT INTO editor_uploads (file_name, domain_pk, image_type, content_type, data, created_by, time)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(fileName, domainPk, upload.fields.image_type, upload.fields.content_type, upload.file, username, isoUtc(new Date()));
  return fileName;
}

/**
 * API-058 and the media it serves (decision D-108). The path names the agent and the body the domain: the user must
 * be allowed that agent (403 first, like every editor write, D-51) and the domain must be the agent's own (400 on
 * domain_name otherwise; a name nobody owns too). The file is stored whole in SQLite and served at fileUrl.
 */
export function imageUploadRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(imageUploadCalls.upload.path), {
    POST: async (req, res) => {
      const agentId = String(req.params.agentId);
      const { row } = requireAllowed(req, (user: SessionUser) => canAccessAgent(user, agentId));
      const upload = await readUpload(req);
      const errors = uploadErrors(upload);
      const domain = upload.fields.domain_name
        ? findDomainByName(db, normalizeDomainName(upload.fields.domain_name))
        : undefined;
      if (upload.fields.domain_name && (!domain || domain.associate_id !== agentId)) {
        errors.domain_name = [`Agent ${agentId} has no domain ${upload.fields.domain_name}.`];
      }
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const fileName = storeUpload(db, domain!.pk, upload, row.username);
      const fileUrl = `${req.protocol}://${req.get('host')}/media/uploads/${fileName}`;
      reply(res, imageUploadCalls.upload, { fileUrl }, 201);
    },
  });

  route(router, expressPath(imageUploadCalls.media.path), {
    GET: (req, res) => {
      const file = db
        .prepare('SELECT content_type, data FROM editor_uploads WHERE file_name = ?')
        .get(String(req.params.fileName)) as { content_type: string; data: Buffer } | undefined;
      if (!file) throw notFound();
      res.status(200);
      res.setHeader('Content-Type', file.content_type);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(file.data);
    },
  });
}
