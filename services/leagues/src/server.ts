import { startDomainService } from '@fairway/kit';
import { createApp } from './app';

// Sends invitation emails (linking to the league on the shell) through its mail outbox.
startDomainService('leagues', createApp, { sendsMail: true });
