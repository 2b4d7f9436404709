import { ADMIN_LIMITS, ADMIN_MESSAGES, AdminProductResponse, AdminProductsResponse, type ProductInput } from '@shop/contract/admin';
import { ProductListResponse, RESPONSIVE_IMAGE_FORMATS, RESPONSIVE_IMAGE_WIDTHS, responsiveSources } from '@shop/contract/catalog';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly, loginAs, signedInStaffAndCustomer } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createProduct, createUser, giveAddress } from '../../../test/factories';
import { auditLog, products } from '../../db/schema';

// Real one-pixel images: each decodes in a browser.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);
const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

let ctx: TestContext;
let uploadDir: string;
let admin: string;
let adminId: string;
let adminEmail: string;
let customer: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'shop-uploads-'));
  ctx = await createTestContext({ UPLOAD_DIR: uploadDir });
  const { staff, staffCookie, customerCookie } = await signedInStaffAndCustomer(ctx);
  [admin, adminId, adminEmail, customer] = [staffCookie, staff.id, staff.email, customerCookie];
});
afterAll(async () => {
  await ctx.close();
  await rm(uploadDir, { recursive: true, force: true });
});

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
function multipart(parts: Part[]) {
  const boundary = `----shop-test-${randomUUID()}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n` +
        `${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (productId: string, data: Buffer | string, type: string, cookie = admin, filename = 'photo.bin') => {
  const body = multipart([{ name: 'image', filename, type, data }]);
  return ctx.app.inject({ method: 'POST', url: `/api/v1/admin/products/${productId}/images`, headers: { ...body.headers, cookie }, payload: body.payload });
};

const input = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  slug: `new-litter-${randomUUID().slice(0, 8)}`,
  productName: 'Premium Bentonite Cat Litter - Rose 10 kg',
  name: 'Premium Bentonite Cat Litter',
  lineKey: 'bentonite',
  category: 'litter',
  fragrance: 'Rose',
  weight: '10 kg',
  price: 1199.5,
  offer: 10,
  availability: true,
  hidden: false,
  stock: 40,
  description: 'Clumps fast and locks odour in.',
  highlights: ['Low dust', 'Rose scent'],
  sortOrder: 5,
  ...overrides,
});

const auditOf = (productId: string, action: string) =>
  ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, productId), eq(auditLog.action, action)));

const publicIds = async () => ProductListResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/products/all-products' })).json()).products.map((p) => p._id);

const uploadedFiles = () => readdir(uploadDir);

/** Uploads a picture to a new product that must be refused with this status and answer, the upload folder left as it was; the product. */
async function expectUploadRefused(file: Buffer, type: string, status: number, answer: Record<string, unknown>) {
  const product = await createProduct(ctx.db, { images: [] });
  const before = await uploadedFiles();
  const res = await upload(product.id, file, type);
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject(answer);
  expect(await uploadedFiles()).toEqual(before);
  return product;
}

describe('admin product routes: authorisation', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const ROUTES: Array<['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string]> = [
    ['GET', '/api/v1/admin/products'],
    ['GET', `/api/v1/admin/products/${id}`],
    ['POST', '/api/v1/admin/products'],
    ['PATCH', `/api/v1/admin/products/${id}`],
    ['POST', `/api/v1/admin/products/${id}/images`],
    ['PUT', `/api/v1/admin/products/${id}/images`],
    ['DELETE', `/api/v1/admin/products/${id}/images/0`],
  ];
  it.each(ROUTES)('%s %s refuses anonymous callers with 401 and customers with 403', (method, url) => expectStaffOnly(ctx, customer, method, url));

  it('refuses an upload from a customer before reading it', async () => {
    const product = await createProduct(ctx.db);
    expect((await upload(product.id, PNG, 'image/png', customer)).statusCode).toBe(403);
    expect(await uploadedFiles()).toHaveLength(0);
  });
});

describe('listing and reading products', () => {
  it('lists every product, hidden ones too, by sort order then name, with prices in rupees', async () => {
    const hidden = await createProduct(ctx.db, { productName: 'B hidden', sortOrder: 9001, isHidden: true, mrpPaise: 64950, sellingPricePaise: 58400 });
    const shown = await createProduct(ctx.db, { productName: 'A shown', sortOrder: 9001 });
    const first = await createProduct(ctx.db, { productName: 'Z first', sortOrder: 9000 });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/products', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const listed = AdminProductsResponse.parse(res.json()).products.filter((p) => [hidden.id, shown.id, first.id].includes(p._id));
    expect(listed.map((p) => p._id)).toEqual([first.id, shown.id, hidden.id]);
    expect(listed[2]).toMatchObject({ hidden: true, price: 649.5, offer: 10, finalPrice: 584, images: [{ path: 'products/litter-unscented.v1.svg', url: '/media/products/litter-unscented.v1.svg' }] });
  });

  it('reads one product, hidden or not, and 404s an unknown or malformed id', async () => {
    const hidden = await createProduct(ctx.db, { isHidden: true });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/products/${hidden.id}`, headers: { cookie: admin } });
    expect(AdminProductResponse.parse(res.json()).product).toMatchObject({ _id: hidden.id, slug: hidden.slug, hidden: true });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/products/${id}`, headers: { cookie: admin } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: ADMIN_MESSAGES.productNotFound });
    }
  });
});

describe('creating and editing products', () => {
  it('creates a product without images that the shop lists at once, and audits it', async () => {
    const body = input();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/products', headers: { cookie: admin }, payload: body });
    expect(res.statusCode).toBe(201);
    const { product } = AdminProductResponse.parse(res.json());
    expect(product).toMatchObject({ ...body, images: [], finalPrice: 1079 });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({ mrpPaise: 119950, sellingPricePaise: 107900, isHidden: false, images: [] });
    expect(await publicIds()).toContain(product._id);

    const [entry] = await auditOf(product._id, 'product.create');
    expect(entry).toMatchObject({ actorUserId: adminId, actorLabel: adminEmail, before: null, after: { slug: body.slug, price: 1199.5, hidden: false } });
  });

  it('keeps each product’s HSN code and GST rate: the category’s usual ones on create unless sent, edits audited, bad ones 400', async () => {
    const litter = AdminProductResponse.parse((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/products', headers: { cookie: admin }, payload: input() })).json()).product;
    expect(litter).toMatchObject({ hsnCode: '250810', gstRate: 5 });
    const mat = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/products', headers: { cookie: admin }, payload: input({ category: 'accessories', fragrance: '' }) });
    expect(AdminProductResponse.parse(mat.json()).product).toMatchObject({ hsnCode: '392690', gstRate: 18 });
    const given = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/products', headers: { cookie: admin }, payload: input({ hsnCode: '3307 49', gstRate: 0.25 }) });
    expect(AdminProductResponse.parse(given.json()).product).toMatchObject({ hsnCode: '330749', gstRate: 0.25 });

    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${litter._id}`, headers: { cookie: admin }, payload: { hsnCode: '25081090', gstRate: 18 } });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, litter._id));
    expect(row).toMatchObject({ hsnCode: '25081090', gstRateBp: 1800 });
    expect(await auditOf(litter._id, 'product.update')).toEqual([expect.objectContaining({ before: { hsnCode: '250810', gstRate: 5 }, after: { hsnCode: '25081090', gstRate: 18 } })]);

    for (const payload of [{ hsnCode: '25A810' }, { hsnCode: '25081' }, { gstRate: 7 }, { gstRate: '5' }]) {
      const bad = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${litter._id}`, headers: { cookie: admin }, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message).toMatch(/^(hsnCode|gstRate): /);
    }
  });

  it('refuses a slug another product uses with 409, on create and on edit', async () => {
    const taken = await createProduct(ctx.db);
    const create = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/products', headers: { cookie: admin }, payload: input({ slug: taken.slug }) });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toMatchObject({ code: 'CONFLICT', message: ADMIN_MESSAGES.slugTaken });
    const other = await createProduct(ctx.db);
    const edit = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${other.id}`, headers: { cookie: admin }, payload: { slug: taken.slug } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(ADMIN_MESSAGES.slugTaken);
  });

  it.each([
    [{ price: -1 }, 'price'],
    [{ price: 10.555 }, 'price'],
    [{ slug: 'Not A Slug' }, 'slug'],
    [{ offer: ADMIN_LIMITS.maxOfferPercent + 1 }, 'offer'],
    [{ category: 'toys' }, 'category'],
    [{ stock: 1.5 }, 'stock'],
  ])('refuses %o with a 400 naming the field', async (bad, field) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/products', headers: { cookie: admin }, payload: { ...input(), ...bad } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('changes only the fields sent, audits just those, and writes nothing for a patch that changes nothing', async () => {
    const product = await createProduct(ctx.db, { mrpPaise: 64900, sellingPricePaise: 55100, stock: 10 });
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${product.id}`, headers: { cookie: admin }, payload: { price: 700, offer: 10, stock: 10, expectedStock: 10 } });
    expect(res.statusCode).toBe(200);
    expect(AdminProductResponse.parse(res.json()).product).toMatchObject({ price: 700, offer: 10, finalPrice: 630, stock: 10, slug: product.slug });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ mrpPaise: 70000, sellingPricePaise: 63000 });
    const entries = await auditOf(product.id, 'product.update');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: adminId, before: { price: 649, finalPrice: 551 }, after: { price: 700, finalPrice: 630 } });

    const again = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${product.id}`, headers: { cookie: admin }, payload: { price: 700 } });
    expect(again.statusCode).toBe(200);
    expect(await auditOf(product.id, 'product.update')).toHaveLength(1);
    const invalid = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${product.id}`, headers: { cookie: admin }, payload: { fragrance: 'Mango' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^fragrance: /);
  });

  it('hides a product from the shop, keeps it in the console, and shows it again', async () => {
    const product = await createProduct(ctx.db);
    expect(await publicIds()).toContain(product.id);
    const hide = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${product.id}`, headers: { cookie: admin }, payload: { hidden: true } });
    expect(hide.json().product).toMatchObject({ hidden: true });
    expect(await publicIds()).not.toContain(product.id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${product.id}` })).statusCode).toBe(404);
    const console = AdminProductsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/products', headers: { cookie: admin } })).json());
    expect(console.products.find((p) => p._id === product.id)).toMatchObject({ hidden: true });
    const [entry] = await auditOf(product.id, 'product.update');
    expect(entry).toMatchObject({ before: { hidden: false }, after: { hidden: true } });

    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${product.id}`, headers: { cookie: admin }, payload: { hidden: false } });
    expect(await publicIds()).toContain(product.id);
  });

  it('404s an edit of an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${id}`, headers: { cookie: admin }, payload: { stock: 1, expectedStock: 0 } })).statusCode).toBe(404);
    }
  });
});

describe('uploading product images', () => {
  it.each([
    ['image/png', PNG, 'png'],
    ['image/jpeg', JPEG, 'jpg'],
    ['image/webp', WEBP, 'webp'],
  ])('stores a %s under a random name, serves it with its type, and audits it', async (type, bytes, extension) => {
    const product = await createProduct(ctx.db, { images: ['products/litter-unscented.v1.svg'] });
    const res = await upload(product.id, bytes, type, admin, `../../etc/cat.${extension}`);
    expect(res.statusCode).toBe(200);
    const { product: updated } = AdminProductResponse.parse(res.json());
    expect(updated.images).toHaveLength(2);
    const added = updated.images[1]!;
    expect(added.path).toMatch(new RegExp(`^uploads/[0-9a-f-]{36}\\.${extension}$`));
    expect(added.url).toBe(`/media/${added.path}`);
    expect(existsSync(path.join(uploadDir, path.basename(added.path)))).toBe(true);

    const served = await ctx.app.inject({ method: 'GET', url: added.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const [entry] = await auditOf(product.id, 'product.image.add');
    expect(entry).toMatchObject({ actorUserId: adminId, before: { images: ['products/litter-unscented.v1.svg'] }, after: { images: ['products/litter-unscented.v1.svg', added.path] } });
  });

  it('keeps AVIF and WebP copies at every srcset width beside an upload, upright, never enlarged, and removes them with it', async () => {
    const product = await createProduct(ctx.db, { images: [] });
    // A 1600 × 900 photo as a phone takes it: JPEG, rotated by its EXIF orientation.
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 170, b: 120 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(product.id, photo, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const added = AdminProductResponse.parse(res.json()).product.images[0]!;
    const sources = responsiveSources(added.url)!;
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      for (const candidate of source.srcSet.split(', ')) {
        const [url, descriptor] = candidate.split(' ');
        const served = await ctx.app.inject({ method: 'GET', url: url! });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type']).toBe(source.type);
        const meta = await sharp(served.rawPayload).metadata();
        // Turned upright (900 wide once rotated), so the 960 and 1280 copies stay at the photo's own 900 px.
        expect(meta.width).toBe(Math.min(Number.parseInt(descriptor!, 10), 900));
        expect(meta.height).toBeGreaterThan(meta.width!);
      }
    }
    const id = path.basename(added.path).split('.')[0]!;
    expect((await uploadedFiles()).filter((f) => f.startsWith(id))).toHaveLength(1 + RESPONSIVE_IMAGE_WIDTHS.length * RESPONSIVE_IMAGE_FORMATS.length);
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/products/${product.id}/images/0`, headers: { cookie: admin } });
    expect((await uploadedFiles()).filter((f) => f.startsWith(id))).toEqual([]);
  });

  it(`refuses a small file that unpacks into more than ${ADMIN_LIMITS.maxImagePixels / 1_000_000} megapixels with 413, from its header alone`, async () => {
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
      return Buffer.concat([length, Buffer.from(type), data, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(8000, 0);
    header.writeUInt32BE(8000, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // truecolour
    const bomb = Buffer.concat([PNG.subarray(0, 8), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
    await expectUploadRefused(bomb, 'image/png', 413, { code: 'PAYLOAD_TOO_LARGE', message: ADMIN_MESSAGES.imageTooManyPixels });
  });

  it('refuses a picture that says PNG but cannot be decoded, keeping nothing', async () => {
    const broken = Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(200, 7)]);
    await expectUploadRefused(broken, 'image/png', 415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: ADMIN_MESSAGES.imageNotRecognised });
  });

  it('takes an image above the 1 MB limit of JSON bodies, up to its own limit', async () => {
    const product = await createProduct(ctx.db, { images: [] });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(product.id, big, 'image/png');
    expect(res.statusCode).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: res.json().product.images[0].url });
    expect(served.rawPayload.length).toBe(big.length);
  });

  it('refuses an image over the size limit with 413 and keeps nothing', async () => {
    const tooBig = Buffer.concat([PNG, Buffer.alloc(ADMIN_LIMITS.maxImageBytes + 1 - PNG.length)]);
    await expectUploadRefused(tooBig, 'image/png', 413, { success: false, code: 'PAYLOAD_TOO_LARGE', message: ADMIN_MESSAGES.imageTooLarge });
  });

  it.each([
    ['text/plain', Buffer.from('not an image'), ADMIN_MESSAGES.imageType],
    ['image/gif', GIF, ADMIN_MESSAGES.imageType],
    ['image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), ADMIN_MESSAGES.imageNotRecognised],
    ['image/jpeg', GIF, ADMIN_MESSAGES.imageNotRecognised],
  ])('refuses a file declared %s whose bytes are not one we take with 415', async (type, bytes, message) => {
    const product = await expectUploadRefused(bytes, type, 415, { success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message });
    expect(await auditOf(product.id, 'product.image.add')).toHaveLength(0);
  });

  it('asks for a file when none is sent, and for a multipart form when the body is something else', async () => {
    const product = await createProduct(ctx.db, { images: [] });
    const url = `/api/v1/admin/products/${product.id}/images`;
    const noFile = multipart([{ name: 'note', data: 'hello' }]);
    const otherField = multipart([{ name: 'picture', filename: 'a.png', type: 'image/png', data: PNG }]);
    const emptyChoice = multipart([{ name: 'image', filename: '', type: 'application/octet-stream', data: '' }]);
    for (const body of [noFile, otherField, emptyChoice]) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: { ...body.headers, cookie: admin }, payload: body.payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: ADMIN_MESSAGES.imageMissing });
    }

    const json = await ctx.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: ADMIN_MESSAGES.imageForm });
    const empty = await ctx.app.inject({ method: 'POST', url, headers: { cookie: admin } });
    expect(empty.statusCode).toBe(415);
    const octets = await ctx.app.inject({ method: 'POST', url, headers: { cookie: admin, 'content-type': 'application/octet-stream' }, payload: PNG });
    expect(octets.statusCode).toBe(415);
    expect(octets.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: ADMIN_MESSAGES.imageForm });
    const noBoundary = await ctx.app.inject({ method: 'POST', url, headers: { cookie: admin, 'content-type': 'multipart/form-data' }, payload: 'garbage' });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: ADMIN_MESSAGES.imageForm });
    const cutOff = multipart([{ name: 'image', filename: 'a.png', type: 'image/png', data: PNG }]);
    const truncated = await ctx.app.inject({ method: 'POST', url, headers: { ...cutOff.headers, cookie: admin }, payload: cutOff.payload.subarray(0, cutOff.payload.length - 20) });
    expect(truncated.statusCode).toBe(400);
    expect(await auditOf(product.id, 'product.image.add')).toHaveLength(0);
  });

  it(`refuses more than ${ADMIN_LIMITS.maxImagesPerProduct} images with 409, and 404s an unknown product`, async () => {
    const full = await createProduct(ctx.db, { images: Array.from({ length: ADMIN_LIMITS.maxImagesPerProduct }, (_, i) => `products/p${i}.svg`) });
    const res = await upload(full.id, PNG, 'image/png');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: ADMIN_MESSAGES.tooManyImages });
    expect((await upload('00000000-0000-4000-8000-000000000000', PNG, 'image/png')).statusCode).toBe(404);
    expect((await upload('nope', PNG, 'image/png')).statusCode).toBe(404);
  });
});

describe('reordering and removing images', () => {
  async function productWithUploads() {
    const product = await createProduct(ctx.db, { images: ['products/litter-unscented.v1.svg'] });
    await upload(product.id, PNG, 'image/png');
    const res = await upload(product.id, WEBP, 'image/webp');
    return { id: product.id, images: AdminProductResponse.parse(res.json()).product.images.map((i) => i.path) };
  }

  it('puts the images in a new order and audits it', async () => {
    const { id, images } = await productWithUploads();
    const reversed = [...images].reverse();
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/products/${id}/images`, headers: { cookie: admin }, payload: { images: reversed } });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.images.map((i: { path: string }) => i.path)).toEqual(reversed);
    const [entry] = await auditOf(id, 'product.image.reorder');
    expect(entry).toMatchObject({ before: { images }, after: { images: reversed } });
  });

  it.each([
    ['one left out', (images: string[]) => images.slice(1)],
    ['one twice', (images: string[]) => [images[0]!, images[0]!, images[1]!]],
    ['a path it does not have', (images: string[]) => [...images.slice(1), 'products/other.svg']],
  ])('refuses an order with %s with 400', async (_label, reorder) => {
    const { id, images } = await productWithUploads();
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/products/${id}/images`, headers: { cookie: admin }, payload: { images: reorder(images) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: ADMIN_MESSAGES.imageOrder });
  });

  it('removes an uploaded image and its file, and audits it', async () => {
    const { id, images } = await productWithUploads();
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/products/${id}/images/1`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.images.map((i: { path: string }) => i.path)).toEqual([images[0], images[2]]);
    expect(existsSync(path.join(uploadDir, path.basename(images[1]!)))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/media/${images[1]}` })).statusCode).toBe(404);
    const [entry] = await auditOf(id, 'product.image.remove');
    expect(entry).toMatchObject({ actorUserId: adminId, before: { images }, after: { images: [images[0], images[2]] } });
  });

  it('removes a shipped catalogue image from the product without touching the file', async () => {
    const { id, images } = await productWithUploads();
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/products/${id}/images/0`, headers: { cookie: admin } });
    expect(res.json().product.images.map((i: { path: string }) => i.path)).toEqual(images.slice(1));
    expect((await ctx.app.inject({ method: 'GET', url: `/media/${images[0]}` })).statusCode).toBe(200);
  });

  it('404s an index the product does not have, and 400s one no product can have', async () => {
    const { id } = await productWithUploads();
    const missing = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/products/${id}/images/5`, headers: { cookie: admin } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_MESSAGES.imageNotFound);
    for (const index of [String(ADMIN_LIMITS.maxImagesPerProduct), '-1', 'first']) {
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/products/${id}/images/${index}`, headers: { cookie: admin } })).statusCode).toBe(400);
    }
  });
});

describe('stock', () => {
  const adjust = (id: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/v1/admin/products/${id}/stock`, headers: { cookie: admin }, payload });
  const stockOf = async (id: string) => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  it('is adjusted by an amount, audited with its note, never below zero', async () => {
    const product = await createProduct(ctx.db, { stock: 10 });
    const res = await adjust(product.id, { delta: 24, note: 'Delivery from the factory' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminProductResponse.parse(res.json()).product.stock).toBe(34);
    expect((await adjust(product.id, { delta: -4, note: 'Torn bags' })).json().product.stock).toBe(30);
    const entries = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'product.stock')));
    expect(entries.map((e) => e.after)).toEqual(
      expect.arrayContaining([
        { stock: 34, delta: 24, note: 'Delivery from the factory' },
        { stock: 30, delta: -4, note: 'Torn bags' },
      ]),
    );
    const below = await adjust(product.id, { delta: -31 });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(ADMIN_MESSAGES.stockBelowZero({ stock: 30 }));
    expect((await adjust(product.id, { delta: ADMIN_LIMITS.maxStock })).json().message).toBe(ADMIN_MESSAGES.stockAboveMax);
    for (const bad of [{ delta: 0 }, { delta: 1.5 }, { delta: 'ten' }, {}, { delta: ADMIN_LIMITS.maxStockAdjustment + 1 }]) {
      const r = await adjust(product.id, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().message).toEqual(expect.any(String));
    }
    expect((await adjust('00000000-0000-4000-8000-000000000000', { delta: 1 })).statusCode).toBe(404);
    expect(await stockOf(product.id)).toBe(30);
  });

  it('a new stock in an edit needs the stock staff saw, and is refused when a sale changed it', async () => {
    const product = await createProduct(ctx.db, { stock: 10 });
    const edit = (payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${product.id}`, headers: { cookie: admin }, payload });
    expect((await edit({ stock: 15 })).json()).toMatchObject({ code: 'BAD_REQUEST', message: ADMIN_MESSAGES.stockNeedsExpected });
    await ctx.db.update(products).set({ stock: 9 }).where(eq(products.id, product.id)); // a sale
    const stale = await edit({ stock: 15, expectedStock: 10 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ADMIN_MESSAGES.stockChanged({ stock: 9 }));
    expect(stale.json()).toMatchObject({ reason: 'admin.stockChanged', params: { stock: 9 } });
    expect((await edit({ stock: 15, expectedStock: 9 })).json().product.stock).toBe(15);
    // The same stock sent back with other changes is no stock change at all.
    expect((await edit({ stock: 15, price: 650 })).statusCode).toBe(200);
  });

  it('sales racing adjustments lose nothing: final stock = start − sold + adjusted', async () => {
    const product = await createProduct(ctx.db, { stock: 20, mrpPaise: 10000, sellingPricePaise: 10000 });
    const buyers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const user = await createUser(ctx.db);
        await giveAddress(ctx.db, user.id);
        return loginAs(ctx, user);
      }),
    );
    const sale = (cookie: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers: { cookie }, payload: { items: [{ productId: product.id, quantity: 2 }], payment: { method: 'COD' } } });
    const answers = await Promise.all([...buyers.map(sale), adjust(product.id, { delta: 5 }), adjust(product.id, { delta: -3 }), adjust(product.id, { delta: 7 })]);
    const sold = answers.slice(0, buyers.length).filter((r) => r.statusCode === 201).length * 2;
    for (const r of answers.slice(buyers.length)) expect(r.statusCode, r.body).toBe(200);
    expect(sold).toBe(12);
    expect(await stockOf(product.id)).toBe(20 - sold + 5 - 3 + 7);
  });
});
