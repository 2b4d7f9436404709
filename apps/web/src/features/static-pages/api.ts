import { apiRequest, lazySchemas } from '../../lib/api-client';

/** The loyalty schemas, loaded with the answer that needs them: the first view carries no validation library. */
const loyaltySchema = lazySchemas(() => import('@shop/contract/tracking'));

/** What the FAQ and the terms are rendered with: the loyalty reward's delivered orders, null when it could not be read. */
export interface PolicyPageData {
  loyaltyTargetOrders: number | null;
}

/**
 * GET /loyalty/programme: the delivered orders the loyalty reward needs, as staff set it on the reward (the route
 * loader of the FAQ and the terms; the server renders them with it). A page that cannot read it says so in words
 * that name no number, rather than a number that may be wrong.
 */
export async function loadPolicyPageData(): Promise<PolicyPageData> {
  try {
    const answer = await apiRequest('/loyalty/programme', loyaltySchema('LoyaltyProgrammeResponse'));
    return { loyaltyTargetOrders: answer.target };
  } catch (err) {
    console.warn('Could not load the loyalty programme.', err);
    return { loyaltyTargetOrders: null };
  }
}
