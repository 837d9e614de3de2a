import type { DomainService } from '@fairway/kit';
import { createApp } from './app';

// Sends reset links and email-change notices through its mail outbox.
export const authService: DomainService = { name: 'auth', createApp, options: { sendsMail: true } };
