import { startDomainService } from '@fairway/kit';
import { notificationsService } from './service';

startDomainService(notificationsService);
