import { SynonymListResponse, SearchMissListResponse, type SearchMiss, type Synonym, type SynonymBody } from '@shop/contract/search';
import { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { SEARCH_ADMIN_TEXT as T } from '../pages/texts-search';
import { readQuery } from './read-query';

const LIST = { type: 'Search', id: 'SYNONYMS' } as const;
const MISSES = { type: 'Search', id: 'MISSES' } as const;
const synonymPath = (id: string) => `/admin/search/synonyms/${encodeURIComponent(id)}`;
/** A change's answer is not read: the list loads again, as the server now has it. */
const anyAnswer = z.unknown();

/** The staff's synonym list and the searches that found nothing, through the server-data cache. */
const searchAdminApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/search/synonyms: every entry of the list. */
    searchSynonyms: readQuery<Synonym[], typeof SynonymListResponse>(build, { path: '/admin/search/synonyms', schema: SynonymListResponse, pick: (answer) => answer.synonyms, failed: T.failed, tags: [LIST] }),
    /** GET /admin/search/misses: searches that found nothing, most frequent first. */
    searchMisses: readQuery<SearchMiss[], typeof SearchMissListResponse>(build, { path: '/admin/search/misses', schema: SearchMissListResponse, pick: (answer) => answer.misses, failed: T.missesFailed, tags: [MISSES] }),
    /** POST /admin/search/synonyms: 409 when the word has an entry already. */
    addSynonym: build.mutation<unknown, SynonymBody>({
      query: (body) => ({ path: '/admin/search/synonyms', method: 'POST', body, schema: anyAnswer, fallbackMessage: T.saveFailed }),
      invalidatesTags: [LIST],
    }),
    /** PUT /admin/search/synonyms/:id. */
    saveSynonym: build.mutation<unknown, { id: string; body: SynonymBody }>({
      query: ({ id, body }) => ({ path: synonymPath(id), method: 'PUT', body, schema: anyAnswer, fallbackMessage: T.saveFailed }),
      invalidatesTags: [LIST],
    }),
    /** DELETE /admin/search/synonyms/:id. */
    removeSynonym: build.mutation<unknown, string>({
      query: (id) => ({ path: synonymPath(id), method: 'DELETE', schema: anyAnswer, fallbackMessage: T.removeFailed }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useSearchSynonymsQuery, useSearchMissesQuery, useAddSynonymMutation, useSaveSynonymMutation, useRemoveSynonymMutation } = searchAdminApi;
