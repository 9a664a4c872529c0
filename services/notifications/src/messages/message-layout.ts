/**
 * E-mails and pages in the site's design (docs/design.md): a navy header with the brand, white card,
 * one signal-orange action. Inline styles only: mail clients drop style sheets.
 */
const NAVY = '#0b1a36';
const SIGNAL = '#c94a06';
// Single quotes: the stack sits inside style="…" attributes.
const FONT = `Inter, 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface LayoutParts {
  language: string;
  brand: string;
  tagline: string;
  title: string;
  /** Already escaped HTML. */
  body: string;
  action?: { label: string; href: string };
  /** Already escaped HTML, small print under the card. */
  footer?: string;
}

export function renderLayout({
  language,
  brand,
  tagline,
  title,
  body,
  action,
  footer,
}: LayoutParts): string {
  const button = action
    ? `<p style="margin:24px 0 4px"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:${SIGNAL};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${language === 'tj' ? 'tg' : language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f6fa;font-family:${FONT};color:${NAVY}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fa;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="background:${NAVY};color:#ffffff;padding:18px 24px;border-radius:12px 12px 0 0">
<span style="font-size:20px;font-weight:700;letter-spacing:.2px">${escapeHtml(brand)}</span>
<span style="display:block;font-size:13px;color:#b3c6e6;margin-top:2px">${escapeHtml(tagline)}</span>
</td></tr>
<tr><td style="background:#ffffff;padding:24px;border-radius:0 0 12px 12px;border:1px solid #e3e8f0;border-top:0">
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3;color:${NAVY}">${escapeHtml(title)}</h1>
<div style="font-size:15px;line-height:1.6;color:#27344d">${body}</div>
${button}
</td></tr>
${footer ? `<tr><td style="padding:16px 8px;font-size:12px;line-height:1.5;color:#66728a;text-align:center">${footer}</td></tr>` : ''}
</table></td></tr></table>
</body></html>`;
}
