// API answers for the rounds remote's component tests: the shared samples as they are.
import type { Course, User } from '@fairway/contracts';
import { aLeague, aUser } from '@fairway/contracts/testing';

export { aLeague, aMember, aRound } from '@fairway/contracts/testing';

export const me: User = aUser();

export const courses: Course[] = aLeague().courses;
