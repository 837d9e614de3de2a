import { startDomainService } from '@fairway/kit';
import { roundsService } from './service';

startDomainService(roundsService);
