import { z } from 'zod';
import { ID_MAX_LENGTH, MAX_PAGE_NUMBER } from './constants';

/** The id of a stored thing (a product, an order, an address, a message) as the API writes it: its row's uuid, as text. */
export const DocumentId = z.string();

/** An instant as the API writes it: ISO 8601 in UTC, as `Date.prototype.toISOString()` gives it. */
export const Timestamp = z.iso.datetime();

/** Money at the JSON edge: rupees, never negative (the database and every sum on the server keep integer paise). */
export const Rupees = z.number().nonnegative();

/** An id or reference a request names in its path: present, and at most ID_MAX_LENGTH characters. */
export const IdParam = z.string().min(1).max(ID_MAX_LENGTH);

const PAGE_NUMBER_MESSAGE = 'page must be a whole number from 1';
/** ?page=N of a paged list: a whole number from 1 to MAX_PAGE_NUMBER; the first page when absent. */
export const PageNumber = z.coerce
  .number({ error: PAGE_NUMBER_MESSAGE })
  .int(PAGE_NUMBER_MESSAGE)
  .min(1, PAGE_NUMBER_MESSAGE)
  .max(MAX_PAGE_NUMBER)
  .default(1);

/** One page of a paged list: its `doc`s, how many there are in all, this page's number, the number of pages and their size. */
export function pagedList<Doc extends z.ZodType>(doc: Doc) {
  return z.object({
    success: z.literal(true),
    data: z.object({ docs: z.array(doc), totalDocs: z.number().int(), page: z.number().int(), totalPages: z.number().int(), limit: z.number().int() }),
  });
}

/**
 * Text a person types into a form, bounded by a named limit: trimmed, at most `max` characters (`tooLongMessage` says
 * so); with `requiredMessage` it must not be empty (the message says what is missing), without it empty is allowed.
 */
export function boundedText(max: number, requiredMessage?: string, tooLongMessage?: string) {
  const trimmed = z.string().trim();
  return (requiredMessage === undefined ? trimmed : trimmed.min(1, requiredMessage)).max(max, tooLongMessage);
}

/**
 * The console's answer for one shop-wide setting (GET and PUT /admin/settings/…): the setting under its `name`, and
 * who changed it last and when (both null while the shop's default holds).
 */
export function settingResponse<Name extends string, Setting extends z.ZodType>(name: Name, setting: Setting) {
  return z.object({
    success: z.literal(true),
    ...({ [name]: setting } as Record<Name, Setting>),
    updatedAt: Timestamp.nullable(),
    updatedBy: z.string().nullable(),
  });
}
