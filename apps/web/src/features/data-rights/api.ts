import { AccountDeletionResponse, DataExport, NomineeResponse, type NomineeBody } from '@shop/contract/data-rights';
import { z } from 'zod';
import { apiDownload, apiRequest } from '../../lib/api-client';
import { queryApi } from '../../lib/query-api';
import { textsOfDocument } from '../../lib/i18n/texts';
import { DATA_RIGHTS_TEXTS } from './texts';

const MessageOk = z.object({ success: z.literal(true), message: z.string() });

/** The account area's data rights: nominee, and what deleting the account would do. */
const dataRightsApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    nominee: build.query<NomineeResponse, void>({
      query: () => ({ path: '/user/nominee', schema: NomineeResponse, fallbackMessage: textsOfDocument(DATA_RIGHTS_TEXTS).nomineeLoadFailed }),
      providesTags: ['DataRights'],
    }),
    saveNominee: build.mutation<NomineeResponse, NomineeBody>({
      query: (body) => ({ path: '/user/nominee', schema: NomineeResponse, method: 'PUT', body }),
      invalidatesTags: ['DataRights'],
    }),
    removeNominee: build.mutation<NomineeResponse, void>({
      query: () => ({ path: '/user/nominee', schema: NomineeResponse, method: 'DELETE' }),
      invalidatesTags: ['DataRights'],
    }),
    accountDeletion: build.query<AccountDeletionResponse, void>({
      query: () => ({ path: '/user/account-deletion', schema: AccountDeletionResponse, fallbackMessage: textsOfDocument(DATA_RIGHTS_TEXTS).deletionLoadFailed }),
      keepUnusedDataFor: 0,
    }),
    sendDeletionCode: build.mutation<z.infer<typeof MessageOk>, void>({
      query: () => ({ path: '/user/account-deletion/send-code', schema: MessageOk, method: 'POST', fallbackMessage: textsOfDocument(DATA_RIGHTS_TEXTS).codeFailed }),
    }),
    confirmDeletion: build.mutation<z.infer<typeof MessageOk>, { otp: string }>({
      query: (body) => ({ path: '/user/account-deletion', schema: MessageOk, method: 'POST', body, fallbackMessage: textsOfDocument(DATA_RIGHTS_TEXTS).deleteFailed }),
    }),
  }),
});

export const { useNomineeQuery, useSaveNomineeMutation, useRemoveNomineeMutation, useAccountDeletionQuery, useSendDeletionCodeMutation, useConfirmDeletionMutation } = dataRightsApi;

function saveFile(contents: BlobPart, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the customer's data as a file: JSON through the API client (parsed with the contract), or the server's
 * readable HTML page. The server counts each download and answers 429 past its limits, whose words are thrown.
 */
export async function downloadMyData(format: 'json' | 'html'): Promise<void> {
  if (format === 'json') {
    const data = await apiRequest('/user/data-export', DataExport, { fallbackMessage: textsOfDocument(DATA_RIGHTS_TEXTS).downloadFailed });
    saveFile(JSON.stringify(data, null, 2), 'application/json', `purrfect-litter-my-data-${data.exportedAt.slice(0, 10)}.json`);
    return;
  }
  // In the page's language, like every call: the page is written in it.
  const page = await apiDownload('/user/data-export?format=html', { fallbackMessage: textsOfDocument(DATA_RIGHTS_TEXTS).downloadFailed, headers: { accept: 'text/html' } });
  saveFile(page.text, 'text/html', page.fileName ?? 'purrfect-litter-my-data.html');
}
