import type { Sequelize } from 'sequelize';
import { defineAvailability } from './availability';
import { defineLeague } from './league';
import { defineLeagueContest } from './league-contest';
import { defineLeagueCourse } from './league-course';
import { defineLeagueEvent } from './league-event';
import { defineLeagueInvite } from './league-invite';
import { defineLeagueMembership } from './league-membership';
import { defineMailOutbox } from './mail-outbox';
import { defineDomainEvent, defineEmailDigest, defineNotification, defineNotificationPreference } from './notifications';
import { definePasswordResetToken } from './password-reset-token';
import { defineRound } from './round';
import { defineRoundEditKey } from './round-edit-key';
import { defineRoundPartner } from './round-partner';
import { defineSession } from './session';
import { defineTeeGroup, defineTeeGroupMember } from './tee-groups';
import { defineUser } from './user';

/** Models are defined per Sequelize instance (not as module singletons) so two databases can
 * be open in one process, as integration tests do. */
export function defineModels(sequelize: Sequelize) {
  const User = defineUser(sequelize);
  const League = defineLeague(sequelize);
  const LeagueCourse = defineLeagueCourse(sequelize);
  const LeagueMembership = defineLeagueMembership(sequelize);
  const LeagueInvite = defineLeagueInvite(sequelize);
  const LeagueEvent = defineLeagueEvent(sequelize);
  const LeagueContest = defineLeagueContest(sequelize);
  const Round = defineRound(sequelize);
  const RoundPartner = defineRoundPartner(sequelize);
  const RoundEditKey = defineRoundEditKey(sequelize);
  const Availability = defineAvailability(sequelize);
  const PasswordResetToken = definePasswordResetToken(sequelize);
  const Session = defineSession(sequelize);
  const MailOutbox = defineMailOutbox(sequelize);
  const DomainEvent = defineDomainEvent(sequelize);
  const Notification = defineNotification(sequelize);
  const NotificationPreference = defineNotificationPreference(sequelize);
  const EmailDigest = defineEmailDigest(sequelize);
  const TeeGroup = defineTeeGroup(sequelize);
  const TeeGroupMember = defineTeeGroupMember(sequelize);

  const cascade = { onDelete: 'CASCADE' as const };
  League.belongsTo(User, { as: 'creator', foreignKey: 'createdBy', ...cascade });
  User.hasMany(League, { as: 'createdLeagues', foreignKey: 'createdBy', ...cascade });

  League.hasMany(LeagueCourse, { as: 'courses', foreignKey: 'leagueId', ...cascade });
  LeagueCourse.belongsTo(League, { as: 'league', foreignKey: 'leagueId' });

  League.hasMany(LeagueMembership, { as: 'memberships', foreignKey: 'leagueId', ...cascade });
  User.hasMany(LeagueMembership, { as: 'memberships', foreignKey: 'userId', ...cascade });
  LeagueMembership.belongsTo(League, { as: 'league', foreignKey: 'leagueId' });
  LeagueMembership.belongsTo(User, { as: 'user', foreignKey: 'userId' });
  League.belongsToMany(User, { through: LeagueMembership, as: 'members', foreignKey: 'leagueId', otherKey: 'userId' });
  User.belongsToMany(League, { through: LeagueMembership, as: 'leagues', foreignKey: 'userId', otherKey: 'leagueId' });

  League.hasMany(LeagueInvite, { as: 'invites', foreignKey: 'leagueId', ...cascade });
  League.hasMany(LeagueEvent, { as: 'events', foreignKey: 'leagueId', ...cascade });
  League.hasMany(LeagueContest, { as: 'contests', foreignKey: 'leagueId', ...cascade });
  LeagueInvite.belongsTo(League, { as: 'league', foreignKey: 'leagueId' });

  League.hasMany(Round, { as: 'rounds', foreignKey: 'leagueId', ...cascade });
  User.hasMany(Round, { as: 'rounds', foreignKey: 'userId', ...cascade });
  Round.belongsTo(League, { as: 'league', foreignKey: 'leagueId' });
  Round.belongsTo(User, { as: 'user', foreignKey: 'userId' });

  Round.hasMany(RoundPartner, { as: 'partners', foreignKey: 'roundId', ...cascade });
  User.hasMany(RoundPartner, { as: 'roundPartners', foreignKey: 'userId', ...cascade });
  RoundPartner.belongsTo(Round, { as: 'round', foreignKey: 'roundId' });
  RoundPartner.belongsTo(User, { as: 'user', foreignKey: 'userId' });

  Round.hasMany(RoundEditKey, { as: 'editKeys', foreignKey: 'roundId', ...cascade });
  User.hasMany(RoundEditKey, { as: 'roundEditKeys', foreignKey: 'userId', ...cascade });

  League.hasMany(Availability, { as: 'availability', foreignKey: 'leagueId', ...cascade });
  User.hasMany(Availability, { as: 'availability', foreignKey: 'userId', ...cascade });
  Availability.belongsTo(League, { as: 'league', foreignKey: 'leagueId' });
  Availability.belongsTo(User, { as: 'user', foreignKey: 'userId' });

  User.hasMany(PasswordResetToken, { as: 'passwordResetTokens', foreignKey: 'userId', ...cascade });
  PasswordResetToken.belongsTo(User, { as: 'user', foreignKey: 'userId' });

  TeeGroup.hasMany(TeeGroupMember, { as: 'members', foreignKey: 'groupId', ...cascade });
  TeeGroupMember.belongsTo(TeeGroup, { as: 'group', foreignKey: 'groupId' });
  TeeGroupMember.belongsTo(User, { as: 'user', foreignKey: 'userId' });

  return {
    User,
    League,
    LeagueCourse,
    LeagueMembership,
    LeagueInvite,
    LeagueEvent,
    LeagueContest,
    Round,
    RoundPartner,
    RoundEditKey,
    Availability,
    PasswordResetToken,
    Session,
    MailOutbox,
    DomainEvent,
    Notification,
    NotificationPreference,
    EmailDigest,
    TeeGroup,
    TeeGroupMember,
  };
}

export type Models = ReturnType<typeof defineModels>;
export type User = InstanceType<Models['User']>;
export type League = InstanceType<Models['League']>;
export type LeagueCourse = InstanceType<Models['LeagueCourse']>;
export type LeagueMembership = InstanceType<Models['LeagueMembership']>;
export type LeagueInvite = InstanceType<Models['LeagueInvite']>;
export type LeagueEvent = InstanceType<Models['LeagueEvent']>;
export type LeagueContest = InstanceType<Models['LeagueContest']>;
export type Round = InstanceType<Models['Round']>;
export type RoundPartner = InstanceType<Models['RoundPartner']>;
export type Availability = InstanceType<Models['Availability']>;
export type PasswordResetToken = InstanceType<Models['PasswordResetToken']>;
export type Session = InstanceType<Models['Session']>;
