import * as initialSchema from './0001-initial-schema';
import * as membershipAggregates from './0002-13-membership-aggregates';
import * as roundSignals from './0003-18-round-signals';
import * as invitationTokensAndMailOutbox from './0004-15-invitation-tokens-and-mail-outbox';
import * as leagueFormatsAndSeasons from './0005-29-league-formats-and-seasons';
import * as signatureNonces from './0006-27-signature-nonces';
import * as roundEditKeys from './0007-25-round-edit-keys';
import * as courseRatings from './0008-28-course-ratings';
import * as releaseChannel from './0009-26-release-channel';
import * as notifications from './0010-32-notifications';
import * as mailBodySize from './0011-41-mail-body-size';
import * as sideGames from './0012-42-side-games';
import * as abuseLimits from './0013-38-abuse-limits';
import * as teeGroups from './0014-43-tee-groups';
import * as notificationCoalescing from './0015-38-notification-coalescing';
import * as availabilityKeys from './0016-41-availability-keys';
import * as standingsStamps from './0017-40-standings-stamps';

/** Ordered list of schema migrations. Add a new file `NNNN-<what>.ts` and append it here;
 * never edit a migration that has shipped. */
export const migrations = [
  { name: '0001-initial-schema', ...initialSchema },
  { name: '0002-13-membership-aggregates', ...membershipAggregates },
  { name: '0003-18-round-signals', ...roundSignals },
  { name: '0004-15-invitation-tokens-and-mail-outbox', ...invitationTokensAndMailOutbox },
  { name: '0005-29-league-formats-and-seasons', ...leagueFormatsAndSeasons },
  { name: '0006-27-signature-nonces', ...signatureNonces },
  { name: '0007-25-round-edit-keys', ...roundEditKeys },
  { name: '0008-28-course-ratings', ...courseRatings },
  { name: '0009-26-release-channel', ...releaseChannel },
  { name: '0010-32-notifications', ...notifications },
  { name: '0011-41-mail-body-size', ...mailBodySize },
  { name: '0012-42-side-games', ...sideGames },
  { name: '0013-38-abuse-limits', ...abuseLimits },
  { name: '0014-43-tee-groups', ...teeGroups },
  { name: '0015-38-notification-coalescing', ...notificationCoalescing },
  { name: '0016-41-availability-keys', ...availabilityKeys },
  { name: '0017-40-standings-stamps', ...standingsStamps },
];
