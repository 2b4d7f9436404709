import type { PageSection } from '@shop/contract/pages';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { runtimeConfig } from '../../lib/runtime-config';
import { useTexts } from '../../lib/i18n/texts';
import type { StoredPageData } from './api';
import { GrievanceOfficerAddress } from './components/legal-document';
import { telHref } from './policy';
import { STATIC_TEXTS } from './texts';

/**
 * The stored pages' tiny markup (PAGE_MARKUP in @shop/contract/pages), rendered by us as React elements: the words
 * are text nodes, so nothing stored is ever read as HTML, and a link goes only to the shop, mail, phone or https.
 */

/** The page's loader data: its sections (null when they could not be read) and the loyalty reward's number. */
export function useStoredPage(): StoredPageData {
  return (useLoaderData() as StoredPageData | undefined) ?? { sections: null, loyaltyTargetOrders: null };
}

/** A section by its key, or an empty one (a section staff could not have removed, but a page must still render). */
export function sectionOf(sections: readonly PageSection[], key: string): PageSection {
  return sections.find((s) => s.key === key) ?? { key, heading: '', body: '', locale: 'en' };
}

/**
 * The text with the loyalty reward's number filled in: `[[with|without]]` picks the words that fit, and a bare
 * {loyaltyTarget} is the number (or `unknown`'s words when it could not be read).
 */
export function fillLoyaltyTarget(text: string, target: number | null, unknown: string): string {
  return text
    .replace(/\[\[([^|\]]*)\|([^\]]*)\]\]/g, (_all, known: string, without: string) => (target === null ? without : known))
    .replace(/\{loyaltyTarget\}/g, target === null ? unknown : String(target));
}

/** A body cut at its "## " lines: the words before the first, then each question (or item title) with what follows it. */
export function splitQuestions(body: string): { lead: string; items: Array<{ question: string; answer: string }> } {
  const parts = body.split(/^## +/m);
  const lead = parts.shift()!.trim();
  const items = parts.map((part) => {
    const newline = part.indexOf('\n');
    return newline < 0 ? { question: part.trim(), answer: '' } : { question: part.slice(0, newline).trim(), answer: part.slice(newline + 1).trim() };
  });
  return { lead, items };
}

const SAFE_HREF = /^(\/(?!\/)|#|mailto:|tel:|https:\/\/)/;
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\{(email|phone)\}/g;

function Inline({ text }: { text: string }) {
  const { email, phone } = runtimeConfig.contact;
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const [, bold, label, href, value] = m;
    const key = m.index;
    if (bold !== undefined) out.push(<strong key={key}>{bold}</strong>);
    else if (value === 'email') out.push(<a key={key} href={`mailto:${email}`}>{email}</a>);
    else if (value === 'phone') out.push(<a key={key} href={telHref(phone)}>{phone}</a>);
    else if (href && SAFE_HREF.test(href)) {
      out.push(
        href.startsWith('/') ? (
          <Link key={key} to={href}>
            {label}
          </Link>
        ) : (
          <a key={key} href={href} {...(href.startsWith('https://') ? { rel: 'noopener noreferrer' } : {})}>
            {label}
          </a>
        ),
      );
    } else out.push(label);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return <>{out}</>;
}

export interface PageMarkupProps {
  text: string;
  /** Only the paragraphs, or only the lists (a page that places them apart); both by default. */
  only?: 'paragraphs' | 'lists';
  listClassName?: string;
}

/** A stored body as paragraphs and bulleted lists, the loyalty reward's number and the shop's contacts filled in. */
export function PageMarkup({ text, only, listClassName }: PageMarkupProps) {
  const STATIC_TEXT = useTexts(STATIC_TEXTS);
  const { loyaltyTargetOrders } = useStoredPage();
  const filled = fillLoyaltyTarget(text, loyaltyTargetOrders, STATIC_TEXT.loyaltyTargetUnknown);
  const blocks = filled
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => {
        if (block.startsWith('- ')) {
          if (only === 'paragraphs') return null;
          // Each "- " starts an item; a line without one carries on the item before it.
          const items = block.split(/\n(?=- )/).map((item) => item.slice(2).replace(/\s*\n\s*/g, ' '));
          return (
            <ul key={i} className={listClassName}>
              {items.map((item, j) => (
                <li key={j}>
                  <Inline text={item} />
                </li>
              ))}
            </ul>
          );
        }
        if (only === 'lists') return null;
        if (block.startsWith('{grievanceOfficer}')) {
          const hours = block.slice('{grievanceOfficer}'.length).trim();
          return <GrievanceOfficerAddress key={i} {...(hours ? { phoneHours: hours } : {})} />;
        }
        return (
          <p key={i}>
            <Inline text={block.replace(/\s*\n\s*/g, ' ')} />
          </p>
        );
      })}
    </>
  );
}
