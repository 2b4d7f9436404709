import { fullTitle, type PageMeta } from '@shop/contract/page-meta';
import { useEffect } from 'react';
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

/** Sets the page's title, description and canonical link while it is shown. */
export function usePageMeta({ title, description, path }: PageMeta): void {
  useEffect(() => {
    document.title = fullTitle(title);
    setMeta('description', description);
    setCanonical(absoluteUrl(path));
  }, [title, description, path]);
}
