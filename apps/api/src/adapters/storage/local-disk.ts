import { PRODUCT_IMAGE_TYPES } from '@shop/contract/admin';
import { RESPONSIVE_IMAGE_FORMATS, RESPONSIVE_IMAGE_WIDTHS, responsiveImageName } from '@shop/contract/catalog';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage';

/** The folder below the public asset base that uploads are served from (/media/uploads/ on this server). */
export const UPLOADS_FOLDER = 'uploads';

const EXTENSIONS = Object.values(PRODUCT_IMAGE_TYPES).join('|');
// Only names this storage makes can be removed, so a stored path can never point outside the directory.
const OWN_PATH = new RegExp(`^${UPLOADS_FOLDER}/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(?:${EXTENSIONS})$`);

/** Keeps uploads as files in one directory (UPLOAD_DIR), which the app serves at /media/uploads/. */
export function createLocalDiskStorage({ dir }: { dir: string }): FileStorage {
  // Created up front so the static file server has a directory to serve from the first start.
  mkdirSync(dir, { recursive: true });

  /** An upload and every resized copy it may have. */
  async function removeAll(id: string, name: string) {
    const copies = RESPONSIVE_IMAGE_WIDTHS.flatMap((w) => RESPONSIVE_IMAGE_FORMATS.map((f) => responsiveImageName(id, w, f)));
    await Promise.all([name, ...copies].map((file) => rm(path.join(dir, file), { force: true })));
  }

  return {
    async save(bytes, contentType, variants) {
      const id = randomUUID();
      const name = `${id}.${PRODUCT_IMAGE_TYPES[contentType]}`;
      try {
        await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
        for (const v of variants) await writeFile(path.join(dir, responsiveImageName(id, v.width, v.format)), v.bytes, { flag: 'wx' });
      } catch (err) {
        await removeAll(id, name);
        throw err;
      }
      return `${UPLOADS_FOLDER}/${name}`;
    },
    async remove(filePath) {
      const match = OWN_PATH.exec(filePath);
      if (match?.[1]) await removeAll(match[1], path.basename(filePath));
    },
  };
}
