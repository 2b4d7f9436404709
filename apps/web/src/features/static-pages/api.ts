import type { Locale } from '@shop/contract/locale';
import type { PageKey, PageSection } from '@shop/contract/pages';
import { apiRequest, lazySchemas } from '../../lib/api-client';

/** The schemas, loaded with the answers that need them: the first view carries no validation library. */
const loyaltySchema = lazySchemas(() => import('@shop/contract/tracking'));
const pageSchema = lazySchemas(() => import('@shop/contract/pages'));

/** What a stored page is rendered with: its sections in the page's language (null: not read) and the reward's number. */
export interface StoredPageData {
  sections: PageSection[] | null;
  /** The delivered orders the loyalty reward needs, as staff set it; null when it could not be read. */
  loyaltyTargetOrders: number | null;
}

/**
 * GET /loyalty/programme: the delivered orders the loyalty reward needs, as staff set it on the reward. A page that
 * cannot read it says so in words that name no number, rather than a number that may be wrong.
 */
async function loadLoyaltyTarget(): Promise<number | null> {
  try {
    return (await apiRequest('/loyalty/programme', loyaltySchema('LoyaltyProgrammeResponse'))).target;
  } catch (err) {
    console.warn('Could not load the loyalty programme.', err);
    return null;
  }
}

/**
 * The route loader of a stored page (terms, privacy policy, FAQ, About): GET /pages/:key in the page's language, and
 * for the FAQ and the terms the loyalty reward's number of orders, both at once. The server renders the page with
 * them; a page that cannot be read says so in place.
 */
export async function loadStoredPage(key: PageKey, locale: Locale, { withLoyaltyTarget = false } = {}): Promise<StoredPageData> {
  const [sections, loyaltyTargetOrders] = await Promise.all([
    apiRequest(`/pages/${key}?lang=${locale}`, pageSchema('PageResponse')).then(
      (answer) => answer.page.sections,
      (err: unknown) => {
        console.warn(`Could not load the ${key} page.`, err);
        return null;
      },
    ),
    withLoyaltyTarget ? loadLoyaltyTarget() : Promise.resolve(null),
  ]);
  return { sections, loyaltyTargetOrders };
}
