import { RETURN_PHOTO_TYPES, type ReturnPhotoType } from '@shop/contract/tracking';
import { randomUUID } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The folder under UPLOAD_DIR that return photos are kept in; the public /media/uploads/ never serves it. */
export const RETURN_PHOTOS_FOLDER = 'return-photos';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NAME = new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${Object.values(RETURN_PHOTO_TYPES).join('|')})$`);

/** Photos customers send with a return, one folder per order, shown to staff only. */
export interface ReturnPhotoStore {
  /** Keeps the photo of an order's return; returns the name the return request refers to it by. */
  save(orderId: string, bytes: Buffer, type: ReturnPhotoType): Promise<string>;
  /** Where a photo of this order is on disk, with its type; null when there is no such photo. */
  find(orderId: string, name: string): Promise<{ file: string; type: ReturnPhotoType } | null>;
}

export function createReturnPhotoStore({ uploadDir }: { uploadDir: string }): ReturnPhotoStore {
  // Made with the first photo, so an upload directory without returns holds only the shop's own files.
  const root = path.join(uploadDir, RETURN_PHOTOS_FOLDER);
  // Names are only ever ones this store made, so a path can never leave the order's folder.
  const fileOf = (orderId: string, name: string) => (UUID.test(orderId) && NAME.test(name) ? path.join(root, orderId, name) : null);
  return {
    async save(orderId, bytes, type) {
      if (!UUID.test(orderId)) throw new Error(`not an order id: ${orderId}`);
      const name = `${randomUUID()}.${RETURN_PHOTO_TYPES[type]}`;
      await mkdir(path.join(root, orderId), { recursive: true });
      await writeFile(path.join(root, orderId, name), bytes, { flag: 'wx' });
      return name;
    },
    async find(orderId, name) {
      const file = fileOf(orderId, name);
      if (!file) return null;
      try {
        await access(file);
      } catch {
        return null;
      }
      const ext = NAME.exec(name)![1];
      const type = (Object.keys(RETURN_PHOTO_TYPES) as ReturnPhotoType[]).find((t) => RETURN_PHOTO_TYPES[t] === ext)!;
      return { file, type };
    },
  };
}
