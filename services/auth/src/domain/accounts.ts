// Account rules: registration, profile edits and password changes. No req/res here; routes
// validate the input with the shared schemas first and serialise the result.
import {
  EMAIL_CHANGE_NEEDS_PASSWORD,
  PRODUCT_NAME,
  type ChangePasswordInput,
  type ProfileInput,
  type RegisterInput,
  EMAIL_TAKEN,
  WRONG_CURRENT_PASSWORD,
} from '@fairway/contracts';
import { ApiError, conflict, unauthorized, type MailOutbox } from '@fairway/kit';
import { checkPassword, hashPassword, inTransaction, UniqueConstraintError, type Database, type User } from '@fairway/data';
import { createUser, findUserByEmail, findUserById } from '../data/users';
import { markUserTokensUsed } from '../data/reset-tokens';
import { normalizeEmail } from './email';

const wrongCurrentPassword = () => new ApiError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
/** A refusal for a wrong current password: a guess the gateway's limiter counts. */
export const isWrongCurrentPassword = (error: unknown) => error instanceof ApiError && error.message === WRONG_CURRENT_PASSWORD;

export async function registerUser(db: Database, input: RegisterInput): Promise<User> {
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    return await createUser(db, { email, passwordHash, firstName: input.firstName, lastName: input.lastName });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, the loser gets 409.
    if (error instanceof UniqueConstraintError) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** A session whose user was deleted is treated as signed out. */
async function existingUser(db: Database, userId: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

export interface ProfileUpdate {
  user: User;
  /** The email changed: the caller must end the account's other sessions. */
  emailChanged: boolean;
}

/** The notice to the old address: whoever holds that inbox learns of a takeover attempt. */
export function emailChangedNotice(firstName: string, oldEmail: string, newEmail: string) {
  return {
    to: oldEmail,
    subject: `Your ${PRODUCT_NAME} email address was changed`,
    text: [
      `Hi ${firstName},`,
      '',
      `The email address of your ${PRODUCT_NAME} account was changed from ${oldEmail} to ${newEmail}. Other devices were signed out and pending password-reset links no longer work.`,
      '',
      'If you did not do this, reply to this message right away so we can help you recover the account.',
    ].join('\n'),
  };
}

/**
 * Names, handicap and email. Changing the email (the sign-in name and where reset links go) needs
 * the current password (400 without it, like a wrong one); in the same transaction it spends the
 * account's open reset tokens and queues a notice to the old address.
 */
export async function updateProfile(db: Database, userId: string, input: ProfileInput, outbox: MailOutbox): Promise<ProfileUpdate> {
  const user = await existingUser(db, userId);
  const email = normalizeEmail(input.email);
  const oldEmail = user.email;
  const emailChanged = email !== oldEmail;
  if (emailChanged) {
    if (!input.currentPassword) {
      throw new ApiError(400, EMAIL_CHANGE_NEEDS_PASSWORD, { currentPassword: EMAIL_CHANGE_NEEDS_PASSWORD });
    }
    if (!(await checkPassword(input.currentPassword, user.passwordHash))) {
      throw wrongCurrentPassword();
    }
    const owner = await findUserByEmail(db, email);
    if (owner && owner.id !== user.id) throw conflict(EMAIL_TAKEN);
  }
  user.set({ firstName: input.firstName, lastName: input.lastName, email });
  // An omitted handicap keeps the current one (the field is optional in the form).
  if (input.handicap !== undefined) user.set('handicap', input.handicap.toFixed(2));
  try {
    await inTransaction(db, async (transaction) => {
      await user.save({ transaction });
      if (emailChanged) {
        await markUserTokensUsed(db, user.id, transaction);
        await outbox.enqueue(emailChangedNotice(user.firstName, oldEmail, email), transaction);
      }
    });
    return { user, emailChanged };
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

export async function changePassword(db: Database, userId: string, input: ChangePasswordInput): Promise<void> {
  const user = await existingUser(db, userId);
  // 400, not 401: a 401 would make the browser treat the user as signed out.
  if (!(await checkPassword(input.currentPassword, user.passwordHash))) {
    throw wrongCurrentPassword();
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (transaction) => {
    await db.models.User.update({ passwordHash }, { where: { id: user.id }, transaction });
    await markUserTokensUsed(db, user.id, transaction);
  });
}
