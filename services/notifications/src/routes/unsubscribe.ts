// One-click unsubscribe (RFC 8058), without signing in: the link in every mail holds a token
// signed for its recipient. POST (what mail clients send, `List-Unsubscribe=One-Click`) turns
// the person's emails off and says what changed; GET shows a page with a button that POSTs, so a
// link scanner opening the URL changes nothing.
import { EMAIL_FREQUENCY_LABELS, PRODUCT_NAME } from '@fairway/contracts';
import { inTransaction, type Database } from '@fairway/data';
import { badRequest } from '@fairway/kit';
import { Router, type Request } from 'express';
import { preferencesOf, savePreferences } from '../data/preferences';
import { escapeHtml } from '../domain/mail-html';
import { verifyUnsubscribeToken } from '../domain/unsubscribe';

export const INVALID_UNSUBSCRIBE_MESSAGE = 'This unsubscribe link is not valid.';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1f2937">
<h1 style="font-size:22px">${escapeHtml(title)}</h1>
${body}
</body></html>`;

export function unsubscribeRouter(db: Database, key: () => Promise<string>): Router {
  const router = Router();

  async function userOf(req: Request): Promise<string> {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const userId = verifyUnsubscribeToken(await key(), token);
    if (!userId || !(await db.models.User.findByPk(userId, { attributes: ['id'] }))) throw badRequest(INVALID_UNSUBSCRIBE_MESSAGE);
    return userId;
  }

  router.get('/api/notifications/unsubscribe', async (req, res) => {
    const userId = await userOf(req);
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
    const userId = await userOf(req);
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
    if (req.accepts(['json', 'html']) === 'html') res.type('html').send(page('Unsubscribed', `<p>${escapeHtml(message)}</p>`));
    else res.json({ message, changed });
  });

  return router;
}
