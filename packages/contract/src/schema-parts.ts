import { z } from 'zod';
import { ID_MAX_LENGTH } from './constants';

/** An id or reference a request names in its path: present, and at most ID_MAX_LENGTH characters. */
export const IdParam = z.string().min(1).max(ID_MAX_LENGTH);

/**
 * Text a person types into a form, bounded by a named limit: trimmed, at most `max` characters; with
 * `requiredMessage` it must not be empty (the message says what is missing), without it empty is allowed.
 */
export function boundedText(max: number, requiredMessage?: string) {
  const trimmed = z.string().trim();
  return (requiredMessage === undefined ? trimmed : trimmed.min(1, requiredMessage)).max(max);
}

/**
 * The console's answer for one shop-wide setting (GET and PUT /admin/settings/…): the setting under its `name`, and
 * who changed it last and when (both null while the shop's default holds).
 */
export function settingResponse<Name extends string, Setting extends z.ZodType>(name: Name, setting: Setting) {
  return z.object({
    success: z.literal(true),
    ...({ [name]: setting } as Record<Name, Setting>),
    updatedAt: z.string().datetime().nullable(),
    updatedBy: z.string().nullable(),
  });
}
