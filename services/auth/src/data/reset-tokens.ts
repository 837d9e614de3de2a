import { Op, type Database, type Transaction } from '@fairway/data';

type ResetToken = InstanceType<Database['models']['PasswordResetToken']>;

export function storeResetToken(
  db: Database,
  token: { userId: string; tokenHash: string; expiresAt: Date },
  transaction?: Transaction,
): Promise<ResetToken> {
  return db.models.PasswordResetToken.create(token, { transaction });
}

export function findResetToken(db: Database, tokenHash: string): Promise<ResetToken | null> {
  return db.models.PasswordResetToken.findOne({ where: { tokenHash }, attributes: ['id', 'used', 'expiresAt'] });
}

/** Locks the row so two simultaneous resets with one link cannot both succeed. */
export function findResetTokenForUpdate(db: Database, tokenHash: string, transaction: Transaction): Promise<ResetToken | null> {
  return db.models.PasswordResetToken.findOne({ where: { tokenHash }, transaction, lock: transaction.LOCK.UPDATE });
}

/** After any password change no earlier reset link may still work. */
export async function markUserTokensUsed(db: Database, userId: string, transaction: Transaction): Promise<void> {
  await db.models.PasswordResetToken.update({ used: true }, { where: { userId, used: { [Op.eq]: false } }, transaction });
}
