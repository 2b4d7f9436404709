import { pathInLocale } from '@shop/contract/locale';
import { fullTitle, PUBLIC_PAGE_META, type PageMeta, type PublicPage } from '@shop/contract/page-meta';
import type { Locale } from '@shop/contract/locale';
import { useEffect } from 'react';
import { useLocale } from './i18n/texts';
import { absoluteUrl } from './runtime-config';

function setMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

function setCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

function showMeta({ title, description, path }: PageMeta, locale: Locale): void {
  document.title = fullTitle(title);
  setMeta('description', description);
  setCanonical(absoluteUrl(pathInLocale(path, locale)));
}

/** Sets the page's title, description and canonical link (the path in the page's language) while it is shown. */
export function usePageMeta({ title, description, path }: PageMeta): void {
  const locale = useLocale();
  useEffect(() => showMeta({ title, description, path }, locale), [title, description, path, locale]);
}

/**
 * A public page's title, description and canonical link, in the page's language. The Hindi words arrive on Hindi
 * pages only (the server has written them into the head already; these follow the visitor from page to page).
 */
export function usePublicPageMeta(page: PublicPage): void {
  const locale = useLocale();
  useEffect(() => {
    if (locale === 'en') return showMeta(PUBLIC_PAGE_META[page], locale);
    let shown = true;
    void import('@shop/contract/page-meta-hindi').then(({ pageMetaIn }) => {
      if (shown) showMeta(pageMetaIn(locale, page), locale);
    });
    return () => {
      shown = false;
    };
  }, [page, locale]);
}
