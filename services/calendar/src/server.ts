import { startDomainService } from '@fairway/kit';
import { createApp } from './app';

startDomainService('calendar', createApp);
