import { startDomainService } from '@fairway/kit';
import { calendarService } from './service';

startDomainService(calendarService);
