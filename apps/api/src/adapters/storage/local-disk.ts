import { PRODUCT_IMAGE_TYPES } from '@shop/contract/admin';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage';

/** The folder below the public asset base that uploads are served from (/media/uploads/ on this server). */
export const UPLOADS_FOLDER = 'uploads';

const EXTENSIONS = Object.values(PRODUCT_IMAGE_TYPES).join('|');
// Only names this storage makes can be removed, so a stored path can never point outside the directory.
const OWN_PATH = new RegExp(`^${UPLOADS_FOLDER}/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(?:${EXTENSIONS}))$`);

/** Keeps uploads as files in one directory (UPLOAD_DIR), which the app serves at /media/uploads/. */
export function createLocalDiskStorage({ dir }: { dir: string }): FileStorage {
  // Created up front so the static file server has a directory to serve from the first start.
  mkdirSync(dir, { recursive: true });
  return {
    async save(bytes, contentType) {
      const name = `${randomUUID()}.${PRODUCT_IMAGE_TYPES[contentType]}`;
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return `${UPLOADS_FOLDER}/${name}`;
    },
    async remove(filePath) {
      const name = OWN_PATH.exec(filePath)?.[1];
      if (name) await rm(path.join(dir, name), { force: true });
    },
  };
}
