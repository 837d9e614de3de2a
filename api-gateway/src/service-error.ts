import { ApiError } from '@fairway/kit';

export type ServiceName = 'auth' | 'leagues' | 'rounds' | 'calendar' | 'notifications';

export const serviceLabel: Record<ServiceName, string> = {
  auth: 'Auth',
  leagues: 'Leagues',
  rounds: 'Rounds',
  calendar: 'Calendar',
  notifications: 'Notifications',
};

/** What a caller sees when a domain service cannot be reached: 503 for that domain only. */
export function serviceUnavailable(service: ServiceName): ApiError {
  return new ApiError(503, `${serviceLabel[service]} service is unavailable`);
}
