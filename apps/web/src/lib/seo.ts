import { pathInLocale } from '@shop/contract/locale';
import { fullTitle, pageMetaIn, type PageMeta, type PublicPage } from '@shop/contract/page-meta';
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

/** Sets the page's title, description and canonical link (the path in the page's language) while it is shown. */
export function usePageMeta({ title, description, path }: PageMeta): void {
  const locale = useLocale();
  useEffect(() => {
    document.title = fullTitle(title);
    setMeta('description', description);
    setCanonical(absoluteUrl(pathInLocale(path, locale)));
  }, [title, description, path, locale]);
}

/** A public page's title, description and canonical link, in the page's language. */
export function usePublicPageMeta(page: PublicPage): void {
  usePageMeta(pageMetaIn(useLocale(), page));
}
