import type { DomainService } from '@fairway/kit';
import { createApp } from './app';

// Sends invitation emails (linking to the league on the shell) through its mail outbox.
export const leaguesService: DomainService = { name: 'leagues', createApp, options: { sendsMail: true } };
