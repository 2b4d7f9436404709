import { SITE_NAME } from '@shop/contract/page-meta';

/** Words of the console's frame; each page keeps its own words beside it. */
export const ADMIN_TEXT = {
  documentTitle: `Operations console | ${SITE_NAME}`,
  brand: `${SITE_NAME} · Operations`,
  navLabel: 'Console sections',
  skipToContent: 'Skip to content',
  viewShop: 'View shop',
  checking: 'Checking your staff account',
  signInTitle: 'Staff sign-in',
  signInBody: 'The operations console is for the shop’s staff. Log in with your staff account to continue.',
  signIn: 'Log in',
  forbiddenTitle: 'Staff only',
  forbiddenBody: 'This account is not one of the shop’s staff accounts. Ask an administrator to give you access.',
  backToShop: 'Back to the shop',
  failedTitle: 'The console could not be opened',
  notFound: 'There is no such page in the console.',
  retry: 'Retry',
} as const;

/** The browser tab's title for a console page: "Orders | Operations console | Purrfect Litter". */
export const consoleTitle = (page: string) => `${page} | ${ADMIN_TEXT.documentTitle}`;
