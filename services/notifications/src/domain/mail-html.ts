// Every value that goes into a mail's HTML part is escaped here, in one place.
export function escapeHtml(value: unknown): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Absolute link into the app for a path the notifications store (/leagues/...). */
export function appLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The frame every notification mail shares: a heading, the body and the unsubscribe footer. One
 * column at the device's width (without the viewport a phone lays it out at 980 px and shrinks
 * it), 16 px text, long names and links wrapped rather than pushing the page sideways.
 */
export function htmlDocument(title: string, body: string, unsubscribe: string, settings: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:640px;margin:0 auto;padding:16px;overflow-wrap:anywhere;word-wrap:break-word">
<h1 style="font-size:20px;color:#166534">${escapeHtml(title)}</h1>
${body}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:14px;color:#6b7280">You get this because of your notification settings. <a href="${escapeHtml(settings)}">Change them</a> or <a href="${escapeHtml(unsubscribe)}">unsubscribe from these emails</a>.</p>
</body></html>`;
}

export function textFooter(unsubscribe: string, settings: string): string {
  return ['', '--', `Change your notification settings: ${settings}`, `Unsubscribe from these emails: ${unsubscribe}`].join('\n');
}
