import type { DomainService } from '@fairway/kit';
import { createApp } from './app';
import { notificationWorkers } from './workers';

// Mails notifications, digests and recaps through its outbox; its worker and schedules run beside it.
export const notificationsService: DomainService = {
  name: 'notifications',
  createApp,
  options: { sendsMail: true, workers: notificationWorkers },
};
