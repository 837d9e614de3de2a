import bcrypt from 'bcryptjs';

/** Cost 10 in production; tests lower it through BCRYPT_ROUNDS to keep fixtures fast. */
function rounds(): number {
  const fromEnv = Number(process.env.BCRYPT_ROUNDS);
  return Number.isInteger(fromEnv) && fromEnv >= 4 && fromEnv <= 15 ? fromEnv : 10;
}

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, rounds());
}

export function checkPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}
