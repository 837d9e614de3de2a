import { startDomainService } from '@fairway/kit';
import { createApp } from './app';

// Sends reset links and email-change notices through its mail outbox.
startDomainService('auth', createApp, { sendsMail: true });
