// One layout for every email: the same words as plain text and as simple HTML (inline styles only,
// since mail clients drop style sheets), the agency's details and the unsubscribe link at the foot.
import { agency } from '../../shared/agency';

export interface EmailContent {
  /** Shown by mail clients next to the subject; one sentence. */
  preview: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  closing?: string[];
  /** Why this email came, above the unsubscribe link (when the email has one). */
  reason: string;
}

export interface RenderedBody {
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// The site's colours and type (src/styles/base.css), written out: mail clients read no variables.
// Body text at 18 px because many readers are past 60 and read on a phone (LOOK.md).
const FONT = "font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;";
const TEXT = `${FONT} font-size: 18px; line-height: 1.55; color: #17202e; margin: 0 0 16px;`;
const SMALL = `${FONT} font-size: 14px; line-height: 1.5; color: #3d4757; margin: 0 0 8px;`;

const signature = `The team at ${agency.name}`;
const address = `${agency.address.street}, ${agency.address.city}, ${agency.address.region} ${agency.address.postalCode}`;

function textBody(content: EmailContent, unsubscribeUrl: string | undefined): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  for (const p of content.closing ?? []) lines.push(p, '');
  lines.push(signature, `${agency.phone} | ${agency.email}`, '', '--', content.reason);
  if (unsubscribeUrl) lines.push(`Unsubscribe: ${unsubscribeUrl}`);
  lines.push(address);
  return `${lines.join('\n')}\n`;
}

function htmlBody(content: EmailContent, unsubscribeUrl: string | undefined): string {
  const paragraph = (text: string) => `<p style="${TEXT}">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<p style="margin: 24px 0;"><a href="${escapeHtml(content.action.url)}" style="${FONT} display: inline-block; background: #0b4f8a; color: #ffffff; padding: 14px 22px; border-radius: 6px; text-decoration: none; font-size: 18px;">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="${SMALL} margin-bottom: 24px;">If the button does not work, copy this address into your browser: <span style="word-break: break-all;">${escapeHtml(content.action.url)}</span></p>`
    : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(agency.name)}</title></head>`,
    '<body style="margin: 0; padding: 0; background: #f2f5f9;">',
    `<div style="display: none; max-height: 0; overflow: hidden;">${escapeHtml(content.preview)}</div>`,
    '<div style="max-width: 560px; margin: 0 auto; padding: 32px 24px; background: #ffffff;">',
    `<p style="${SMALL} text-transform: uppercase; letter-spacing: 0.08em;">${escapeHtml(agency.name)}</p>`,
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    button,
    ...(content.closing ?? []).map(paragraph),
    paragraph(signature),
    `<p style="${SMALL}">${escapeHtml(agency.phone)} | ${escapeHtml(agency.email)}</p>`,
    '<hr style="border: none; border-top: 1px solid #6b7483; margin: 24px 0;">',
    `<p style="${SMALL}">${escapeHtml(content.reason)}${unsubscribeUrl ? ` <a href="${escapeHtml(unsubscribeUrl)}" style="color: #0b4f8a;">Unsubscribe</a>` : ''}</p>`,
    `<p style="${SMALL}">${escapeHtml(address)}</p>`,
    '</div></body></html>',
  ].join('\n');
}

/** Without an unsubscribe URL (an account email), the foot has the reason and the address only. */
export function renderLayout(content: EmailContent, unsubscribeUrl?: string): RenderedBody {
  return { text: textBody(content, unsubscribeUrl), html: htmlBody(content, unsubscribeUrl) };
}
