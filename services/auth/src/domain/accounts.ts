// Account rules: registration, profile edits and password changes. No req/res here; routes
// validate the input with the shared schemas first and serialise the result.
import type { ChangePasswordInput, ProfileInput, RegisterInput } from '@fairway/contracts';
import { ApiError, conflict, unauthorized } from '@fairway/kit';
import { checkPassword, hashPassword, inTransaction, UniqueConstraintError, type Database, type User } from '@fairway/data';
import { createUser, findUserByEmail, findUserById } from '../data/users';
import { markUserTokensUsed } from '../data/reset-tokens';
import { normalizeEmail } from './email';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

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

export async function updateProfile(db: Database, userId: string, input: ProfileInput): Promise<User> {
  const user = await existingUser(db, userId);
  const email = normalizeEmail(input.email);
  if (email !== user.email) {
    const owner = await findUserByEmail(db, email);
    if (owner && owner.id !== user.id) throw conflict(EMAIL_TAKEN);
  }
  user.set({ firstName: input.firstName, lastName: input.lastName, email });
  // An omitted handicap keeps the current one (the field is optional in the form).
  if (input.handicap !== undefined) user.set('handicap', input.handicap.toFixed(2));
  try {
    return await user.save();
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

export async function changePassword(db: Database, userId: string, input: ChangePasswordInput): Promise<void> {
  const user = await existingUser(db, userId);
  // 400, not 401: a 401 would make the browser treat the user as signed out.
  if (!(await checkPassword(input.currentPassword, user.passwordHash))) {
    throw new ApiError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (transaction) => {
    await db.models.User.update({ passwordHash }, { where: { id: user.id }, transaction });
    await markUserTokensUsed(db, user.id, transaction);
  });
}
