import { LOCALE_TAG, type Locale } from '@shop/contract/locale';
import mjml2html from 'mjml';
import { escapeHtml as e } from './html';

/** The shop's name and look in every mail: one brand, the storefront's own colour (`--color-primary`). */
export const BRAND = 'Purrfect Litter';
export const MAIL_THEME = {
  brandColour: '#5b3f8c',
  background: '#f6f1e9',
  ink: '#1f1a2b',
  muted: '#6f6a78',
  rule: '#e2dcea',
  font: 'Arial, Helvetica, sans-serif',
} as const;

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code, shown large, with the line that goes under it (e.g. when it expires). */
  code?: { value: string; note: string };
  /** Rows of label and value, e.g. order lines and totals. */
  table?: Array<[string, string]>;
  /** A short block of lines, e.g. an address. */
  block?: { title: string; lines: string[] };
  button?: { label: string; url: string };
  /** A plain link under the button, e.g. the order's tax invoice. */
  link?: { label: string; url: string };
  /** Small print at the end, e.g. what to do when the mail was not expected. */
  smallPrint?: string[];
  /** The language the mail is written in (its `lang`, for screen readers and mail apps' fonts); English when absent. */
  locale?: Locale;
}

export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Renders a transactional mail from the one layout: plain text, and HTML built with MJML (tables that hold up in
 * Gmail, Outlook and phone mail apps), every value escaped. A layout that MJML rejects throws.
 */
export function renderMail(to: string, c: MailContent): RenderedMail {
  return { to, subject: c.subject, text: mailText(c), html: mailHtml(c) };
}

function mailText(c: MailContent): string {
  return [
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.code ? [`    ${c.code.value}`, '', c.code.note, ''] : []),
    ...(c.table ? [...c.table.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(c.block ? [c.block.title, ...c.block.lines, ''] : []),
    ...(c.button ? [`${c.button.label}: ${c.button.url}`, ''] : []),
    ...(c.link ? [`${c.link.label}: ${c.link.url}`, ''] : []),
    ...(c.smallPrint ? [...c.smallPrint, ''] : []),
    `— ${BRAND}`,
  ].join('\n');
}

function mailHtml(c: MailContent): string {
  const t = MAIL_THEME;
  const rows = (c.table ?? []).map(([k, v]) => `<tr><td style="padding:6px 0">${e(k)}</td><td align="right" style="padding:6px 0;white-space:nowrap">${e(v)}</td></tr>`).join('');
  const sections = [
    `<mj-text font-size="20px" font-weight="bold" color="${t.brandColour}" padding-bottom="16px">${e(BRAND)}</mj-text>`,
    `<mj-text font-size="18px" font-weight="bold" padding-bottom="8px">${e(c.heading)}</mj-text>`,
    ...c.paragraphs.map((p) => `<mj-text>${e(p)}</mj-text>`),
    ...(c.code
      ? [
          `<mj-text align="center" font-size="34px" font-weight="bold" letter-spacing="10px" font-family="'Courier New', monospace" container-background-color="${t.background}" padding="12px 20px">${e(c.code.value)}</mj-text>`,
          `<mj-text font-size="14px" padding-top="16px">${e(c.code.note)}</mj-text>`,
        ]
      : []),
    ...(rows ? [`<mj-divider border-width="1px" border-color="${t.rule}" padding="8px 0 0" />`, `<mj-table font-size="14px" padding="0">${rows}</mj-table>`, `<mj-divider border-width="1px" border-color="${t.rule}" padding="0 0 16px" />`] : []),
    ...(c.block ? [`<mj-text font-size="14px"><strong>${e(c.block.title)}</strong><br>${c.block.lines.map(e).join('<br>')}</mj-text>`] : []),
    ...(c.button ? [`<mj-button href="${e(c.button.url)}" align="left" background-color="${t.brandColour}" color="#ffffff" font-weight="bold" border-radius="8px" inner-padding="12px 20px" padding="8px 0 16px">${e(c.button.label)}</mj-button>`] : []),
    ...(c.link ? [`<mj-text font-size="14px"><a href="${e(c.link.url)}" style="color:${t.brandColour}">${e(c.link.label)}</a></mj-text>`] : []),
    ...(c.smallPrint ? [`<mj-text font-size="13px" color="${t.muted}">${c.smallPrint.map(e).join('<br>')}</mj-text>`] : []),
  ];
  const source = `<mjml lang="${LOCALE_TAG[c.locale ?? 'en']}">
  <mj-head>
    <mj-title>${e(c.subject)}</mj-title>
    <mj-attributes>
      <mj-all font-family="${t.font}" />
      <mj-text color="${t.ink}" font-size="15px" line-height="1.5" padding="0 0 12px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${t.background}" width="560px">
    <mj-wrapper padding="24px 0">
      <mj-section background-color="#ffffff" border-radius="12px" padding="32px">
        <mj-column>
          ${sections.join('\n          ')}
        </mj-column>
      </mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>`;
  const { html, errors } = mjml2html(source, { validationLevel: 'strict', keepComments: false });
  if (errors.length > 0) throw new Error(`Mail layout rejected by MJML: ${errors.map((x) => x.formattedMessage).join('; ')}`);
  return html;
}
