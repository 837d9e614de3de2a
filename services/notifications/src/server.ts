import { startDomainService } from '@fairway/kit';
import { createApp } from './app';
import { notificationWorkers } from './workers';

// Mails notifications, digests and recaps through its outbox; its worker and schedules run here.
startDomainService('notifications', createApp, { sendsMail: true, workers: notificationWorkers });
