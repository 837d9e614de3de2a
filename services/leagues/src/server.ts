import { startDomainService } from '@fairway/kit';
import { leaguesService } from './service';

startDomainService(leaguesService);
