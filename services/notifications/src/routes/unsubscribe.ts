// One-click unsubscribe (RFC 8058), without signing in: the link in every mail holds a token of
// its own (domain/unsubscribe.ts). POST (what mail clients send, `List-Unsubscribe=One-Click`)
// turns the person's emails off and says what changed; GET shows a page with a button that
// POSTs, so a link scanner opening the URL changes nothing. A link that does not work says why
// and where to turn emails off instead, as a page in a browser and as JSON otherwise.
import { EMAIL_FREQUENCY_LABELS, PRODUCT_NAME } from '@fairway/contracts';
import { inTransaction, type Database } from '@fairway/data';
import { Router, type Request, type Response } from 'express';
import { preferencesOf, savePreferences } from '../data/preferences';
import { escapeHtml } from '../domain/mail-html';
import { checkUnsubscribeToken } from '../domain/unsubscribe';

const INSTEAD = `To stop emails, use the link in a newer email, or sign in and choose "${EMAIL_FREQUENCY_LABELS.none}" under Notifications on your Profile page.`;
export const INVALID_UNSUBSCRIBE_MESSAGE = `This unsubscribe link is not valid: it has expired or was replaced. ${INSTEAD}`;
export const OLD_UNSUBSCRIBE_MESSAGE = `This unsubscribe link is from an older email and no longer works. ${INSTEAD}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1f2937">
<main>
<h1 style="font-size:22px">${escapeHtml(title)}</h1>
${body}
</main>
</body></html>`;

const wantsHtml = (req: Request) => req.accepts(['json', 'html']) === 'html';

export function unsubscribeRouter(db: Database): Router {
  const router = Router();

  /** The token's owner, or null once the refusal is answered. */
  async function userOf(req: Request, res: Response): Promise<string | null> {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const check = await checkUnsubscribeToken(db, token);
    if ('userId' in check) return check.userId;
    const message = check.refused === 'oldFormat' ? OLD_UNSUBSCRIBE_MESSAGE : INVALID_UNSUBSCRIBE_MESSAGE;
    res.status(400);
    if (wantsHtml(req)) {
      res.type('html').send(
        page(
          'This unsubscribe link does not work',
          `<p>${escapeHtml(message)}</p>
<p><a href="/profile#notifications" style="display:inline-flex;align-items:center;min-height:44px">Open your notification settings</a></p>`,
        ),
      );
    } else res.json({ message });
    return null;
  }

  router.get('/api/notifications/unsubscribe', async (req, res) => {
    const userId = await userOf(req, res);
    if (!userId) return;
    const prefs = await preferencesOf(db, userId);
    const token = escapeHtml(String(req.query.token));
    res.type('html').send(
      page(
        `Unsubscribe from ${PRODUCT_NAME} emails`,
        `<p>You now get: ${escapeHtml(EMAIL_FREQUENCY_LABELS[prefs.email])}.</p>
<form method="post" action="/api/notifications/unsubscribe?token=${token}"><button type="submit" style="min-height:44px;padding:0 20px;font-size:16px">Unsubscribe from all emails</button></form>`,
      ),
    );
  });

  router.post('/api/notifications/unsubscribe', async (req, res) => {
    const userId = await userOf(req, res);
    if (!userId) return;
    const { from, to } = await inTransaction(db, async (transaction) => {
      const before = await preferencesOf(db, userId, transaction);
      const after = await savePreferences(db, userId, { email: 'none' }, transaction);
      return { from: before.email, to: after.email };
    });
    const message =
      from === 'none'
        ? `You were already unsubscribed: ${PRODUCT_NAME} sends you no emails. Nothing changed.`
        : `You are unsubscribed: ${PRODUCT_NAME} will send you no more emails (you had: ${EMAIL_FREQUENCY_LABELS[from].toLowerCase()}). You can turn them back on under Notifications on your Profile page.`;
    const changed = from === to ? {} : { email: { from, to } };
    if (wantsHtml(req)) res.type('html').send(page('Unsubscribed', `<p>${escapeHtml(message)}</p>`));
    else res.json({ message, changed });
  });

  return router;
}
