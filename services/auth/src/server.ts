import { startDomainService } from '@fairway/kit';
import { authService } from './service';

startDomainService(authService);
