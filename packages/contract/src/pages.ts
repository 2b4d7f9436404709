import { z } from 'zod';
import { LOCALES } from './locale';
import { ExpectedVersion, translatedWords, wordsVersion } from './translations';

/**
 * The shop's own pages whose words are stored (the terms, the privacy policy, the FAQ and About): each is a list of
 * sections, one row per section and language beside the English, a missing or blank Hindi heading or body showing
 * the English one. A body is plain text in a tiny markup the web renders itself (PAGE_MARKUP), never HTML.
 */
export const PAGE_KEYS = ['terms', 'privacy', 'faq', 'about'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export const PageKey = z.enum(PAGE_KEYS, { error: `The page is one of ${PAGE_KEYS.join(', ')}` });

/** How long a page's words may be: a section's heading, its body, and its key (the anchor in the page's address). */
export const PAGE_LIMITS = {
  headingMaxLength: 200,
  bodyMaxLength: 6000,
  sectionKeyMaxLength: 64,
} as const;

/**
 * The body's markup, read by the web (features/static-pages/page-markup.tsx):
 * - blocks are separated by an empty line; a block whose every line starts with "- " is a bulleted list;
 * - a line starting "## " is a question of the FAQ (the blocks after it are its answer);
 * - **bold**, [words](/path | #anchor | mailto:… | tel:… | https://…);
 * - values the shop fills in: {email} and {phone} (linked), {loyaltyTarget} (the reward's number of orders), and
 *   [[words with {loyaltyTarget}|words without it]] for a sentence that needs the number, when it cannot be read;
 * - a block that is only {grievanceOfficer} is the grievance officer's address.
 */
export const PAGE_PLACEHOLDERS = ['email', 'phone', 'loyaltyTarget', 'grievanceOfficer'] as const;
export type PagePlaceholder = (typeof PAGE_PLACEHOLDERS)[number];

/** The `{name}`s in a text that are not the shop's placeholders (a typo would show as it is on the page). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(PAGE_PLACEHOLDERS);
  return [...text.matchAll(/\{([^{}\s]*)\}/g)].map((m) => m[1]!).filter((name) => !known.has(name));
}

/** One section as a visitor reads it, in the asked language or, field by field, the English. */
export const PageSection = z.object({
  key: z.string(),
  heading: z.string(),
  body: z.string(),
  /** The language the section's words are in: the asked one, or 'en' where nothing was written in it. */
  locale: z.enum(LOCALES),
});
export type PageSection = z.infer<typeof PageSection>;

export const PageResponse = z.object({
  success: z.literal(true),
  page: z.object({ key: PageKey, locale: z.enum(LOCALES), sections: z.array(PageSection) }),
});
export type PageResponse = z.infer<typeof PageResponse>;

export const PageParams = z.object({ key: PageKey });

/** One language's words of a section as stored (null: not written; the English shows), and their version (0: none). */
export const AdminPageSectionWords = z.object({
  locale: z.enum(LOCALES),
  heading: z.string().nullable(),
  body: z.string().nullable(),
  ...wordsVersion,
});
export type AdminPageSectionWords = z.infer<typeof AdminPageSectionWords>;

/** A page's sections, each with its words in every language (English first), for the console's side-by-side editor. */
export const AdminPageResponse = z.object({
  success: z.literal(true),
  page: z.object({
    key: PageKey,
    sections: z.array(z.object({ key: z.string(), position: z.number().int(), words: z.array(AdminPageSectionWords) })),
  }),
});
export type AdminPageResponse = z.infer<typeof AdminPageResponse>;

export const AdminPagesResponse = z.object({
  success: z.literal(true),
  pages: z.array(z.object({ key: PageKey, sections: z.number().int(), translated: z.record(z.string(), z.number().int()) })),
});
export type AdminPagesResponse = z.infer<typeof AdminPagesResponse>;

export const AdminPageSectionParams = z.object({
  key: PageKey,
  section: z.string().min(1).max(PAGE_LIMITS.sectionKeyMaxLength),
  locale: z.enum(LOCALES, { error: `The language is one of ${LOCALES.join(', ')}` }),
});

const placeholdersKnown = (text: string | null) => !text || unknownPlaceholders(text).length === 0;
const placeholderProblem = (label: string) => ({
  message: `${label} names a value the shop does not fill in: use only ${PAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
});

/**
 * A section's words in one language, saved from `expectedVersion` (0: none written yet). In a translation an empty
 * heading or body means "show the English" and is stored as null; English needs both.
 */
export const AdminPageSectionInput = z.object({
  heading: translatedWords(PAGE_LIMITS.headingMaxLength, 'Heading').refine(placeholdersKnown, placeholderProblem('Heading')),
  body: translatedWords(PAGE_LIMITS.bodyMaxLength, 'Body')
    .transform((v) => v && v.replace(/\r\n?/g, '\n'))
    .refine(placeholdersKnown, placeholderProblem('Body')),
  expectedVersion: ExpectedVersion,
});
export type AdminPageSectionInput = z.input<typeof AdminPageSectionInput>;
