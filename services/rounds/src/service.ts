import type { DomainService } from '@fairway/kit';
import { createApp } from './app';

export const roundsService: DomainService = { name: 'rounds', createApp };
