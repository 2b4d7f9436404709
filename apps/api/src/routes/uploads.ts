import type { FastifyRequest } from 'fastify';
import { AppError, type PlainReason } from '../lib/errors';

/** One upload form: the field its file comes in, the types it takes, and the reason each refusal gives. */
export interface UploadForm {
  /** The multipart field the file is sent in. */
  field: string;
  /** Whether the client's declared content type is one the form takes. */
  accepts(mimetype: string): boolean;
  refusals: {
    /** The body is not multipart at all. */
    notMultipart: PlainReason;
    /** No file, or not in the form's field. */
    missing: PlainReason;
    /** A type the form does not take. */
    type: PlainReason;
    /** Over the size the multipart plugin was registered with. */
    tooLarge: PlainReason;
    /** A body the multipart parser could not read (a missing boundary, a cut-off body). */
    broken: PlainReason;
  };
}

/**
 * The uploaded file's bytes, refused early when the client declares a type the form does not take. Multipart is
 * parsed only here, so its errors become the shared error body rather than a 500.
 */
export async function readUpload(request: FastifyRequest, form: UploadForm): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(form.refusals.notMultipart);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== form.field || !file.filename) {
      file?.file.resume();
      throw new AppError(form.refusals.missing);
    }
    if (!form.accepts(file.mimetype)) {
      file.file.resume();
      throw new AppError(form.refusals.type);
    }
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(form.refusals.tooLarge);
    // The multipart plugin's own errors carry a status; the parser's do not.
    throw statusCode ? err : new AppError(form.refusals.broken);
  }
}
