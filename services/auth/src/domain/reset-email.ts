import { PRODUCT_NAME } from '@fairway/contracts';

export interface ResetEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The reset message; the link is the only thing a reader needs, and it says how long it lasts. */
export function resetEmail(firstName: string, link: string): ResetEmail {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const text = [
    `Hi ${firstName},`,
    '',
    `Someone asked to reset the password of your ${PRODUCT_NAME} account. Open this link to choose a new one:`,
    '',
    link,
    '',
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone asked to reset the password of your ${PRODUCT_NAME} account. Open this link to choose a new one:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same.</p>`;
  return { subject, text, html };
}
