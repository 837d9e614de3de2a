import type { DomainService } from '@fairway/kit';
import { createApp } from './app';

export const calendarService: DomainService = { name: 'calendar', createApp };
