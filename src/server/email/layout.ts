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
  /** Why this email came, above the unsubscribe link. */
  reason: string;
}

export interface RenderedBody {
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const FONT = "font-family: Georgia, 'Times New Roman', serif;";
const TEXT = `${FONT} font-size: 16px; line-height: 1.55; color: #1f2a33; margin: 0 0 16px;`;
const SMALL = `${FONT} font-size: 13px; line-height: 1.5; color: #4d5b66; margin: 0 0 8px;`;

const signature = `The team at ${agency.name}`;
const address = `${agency.address.street}, ${agency.address.city}, ${agency.address.region} ${agency.address.postalCode}`;

function textBody(content: EmailContent, unsubscribeUrl: string): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  for (const p of content.closing ?? []) lines.push(p, '');
  lines.push(signature, `${agency.phone} | ${agency.email}`, '', '--', content.reason);
  lines.push(`Unsubscribe: ${unsubscribeUrl}`, address);
  return `${lines.join('\n')}\n`;
}

function htmlBody(content: EmailContent, unsubscribeUrl: string): string {
  const paragraph = (text: string) => `<p style="${TEXT}">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<p style="margin: 24px 0;"><a href="${escapeHtml(content.action.url)}" style="${FONT} display: inline-block; background: #0f4c5c; color: #ffffff; padding: 12px 20px; border-radius: 6px; text-decoration: none; font-size: 16px;">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="${SMALL}">If the button does not work, copy this address into your browser: ${escapeHtml(content.action.url)}</p>`
    : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(agency.name)}</title></head>`,
    '<body style="margin: 0; padding: 0; background: #f4f1ea;">',
    `<div style="display: none; max-height: 0; overflow: hidden;">${escapeHtml(content.preview)}</div>`,
    '<div style="max-width: 560px; margin: 0 auto; padding: 32px 24px; background: #ffffff;">',
    `<p style="${SMALL} text-transform: uppercase; letter-spacing: 0.08em;">${escapeHtml(agency.name)}</p>`,
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    button,
    ...(content.closing ?? []).map(paragraph),
    paragraph(signature),
    `<p style="${SMALL}">${escapeHtml(agency.phone)} | ${escapeHtml(agency.email)}</p>`,
    '<hr style="border: none; border-top: 1px solid #ddd6c8; margin: 24px 0;">',
    `<p style="${SMALL}">${escapeHtml(content.reason)} <a href="${escapeHtml(unsubscribeUrl)}" style="color: #0f4c5c;">Unsubscribe</a></p>`,
    `<p style="${SMALL}">${escapeHtml(address)}</p>`,
    '</div></body></html>',
  ].join('\n');
}

export function renderLayout(content: EmailContent, unsubscribeUrl: string): RenderedBody {
  return { text: textBody(content, unsubscribeUrl), html: htmlBody(content, unsubscribeUrl) };
}
