import type { User } from '@fairway/contracts';
import { aUser } from '@fairway/contracts/testing';

export const me: User = aUser({
  id: 'u-1',
  averageScore: '81.00',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
});
