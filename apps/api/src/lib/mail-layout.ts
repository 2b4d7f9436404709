import { escapeHtml as e } from './html';

export const BRAND = 'Purrfect Litter';

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Rows of label and value, e.g. order lines and totals. */
  table?: Array<[string, string]>;
  /** A short block of lines, e.g. an address. */
  block?: { title: string; lines: string[] };
  button?: { label: string; url: string };
  /** A plain link under the button, e.g. the order's tax invoice. */
  link?: { label: string; url: string };
}

/** Renders a transactional mail as plain text and simple table-based HTML, every value escaped. */
export function renderMail(to: string, c: MailContent): { to: string; subject: string; text: string; html: string } {
  const text = [
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.table ? [...c.table.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(c.block ? [c.block.title, ...c.block.lines, ''] : []),
    ...(c.button ? [`${c.button.label}: ${c.button.url}`, ''] : []),
    ...(c.link ? [`${c.link.label}: ${c.link.url}`, ''] : []),
    `— ${BRAND}`,
  ].join('\n');
  const rows = (c.table ?? [])
    .map(([k, v]) => `<tr><td style="padding:6px 0;font-size:14px">${e(k)}</td><td align="right" style="padding:6px 0;font-size:14px;white-space:nowrap">${e(v)}</td></tr>`)
    .join('');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f1e9;font-family:Arial,Helvetica,sans-serif;color:#1f1a2b">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e9;padding:24px 0">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
        <tr><td style="font-size:20px;font-weight:bold;color:#5b3f8c;padding-bottom:16px">${e(BRAND)}</td></tr>
        <tr><td style="font-size:18px;font-weight:bold;padding-bottom:8px">${e(c.heading)}</td></tr>
        ${c.paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:12px">${e(p)}</td></tr>`).join('\n        ')}
        ${rows ? `<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e2dcea;border-bottom:1px solid #e2dcea;margin:8px 0 16px">${rows}</table></td></tr>` : ''}
        ${c.block ? `<tr><td style="font-size:14px;line-height:1.5;padding-bottom:16px"><strong>${e(c.block.title)}</strong><br>${c.block.lines.map(e).join('<br>')}</td></tr>` : ''}
        ${c.button ? `<tr><td style="padding:8px 0 16px"><a href="${e(c.button.url)}" style="display:inline-block;background:#5b3f8c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${e(c.button.label)}</a></td></tr>` : ''}
        ${c.link ? `<tr><td style="font-size:14px;padding-bottom:16px"><a href="${e(c.link.url)}" style="color:#5b3f8c">${e(c.link.label)}</a></td></tr>` : ''}
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { to, subject: c.subject, text, html };
}
