import type { User as PublicUser } from '@fairway/contracts';
import type { PublicUserFields } from '../data/users';

const decimal = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : Number(value).toFixed(2);

/** The user as the API shows it: never the password hash; decimals as strings. */
export function toPublicUser(user: PublicUserFields): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl ?? null,
    handicap: decimal(user.handicap) ?? '0.00',
    totalRounds: user.totalRounds,
    bestRound: user.bestRound ?? null,
    averageScore: decimal(user.averageScore),
    createdAt: new Date(user.createdAt).toISOString(),
    updatedAt: new Date(user.updatedAt).toISOString(),
  };
}
