import type { User } from '@fairway/contracts';

export const me: User = {
  id: 'u-1',
  email: 'morgan@example.test',
  firstName: 'Morgan',
  lastName: 'Reed',
  profileImageUrl: null,
  handicap: '12.40',
  totalRounds: 3,
  bestRound: 78,
  averageScore: '81.00',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};
