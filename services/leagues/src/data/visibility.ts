// Who may see a league: everyone signed in for public leagues; invite-only leagues only their
// members. An invitee sees one through the emailed token (domain/invitations.ts) until joining;
// a matching, unverified email address grants nothing. Written as one SQL condition so every
// list and lookup applies the same rule inside its own single statement (no per-row check).
import type { Sequelize } from '@fairway/data';

/** SQL condition on the `League` alias (the model's default alias in Sequelize queries). */
export function visibleToCondition(sequelize: Sequelize, userId: string) {
  const user = sequelize.escape(userId);
  return sequelize.literal(
    `(\`League\`.\`privacy\` = 'public'` +
      ` OR \`League\`.\`id\` IN (SELECT \`leagueId\` FROM \`league_memberships\` WHERE \`userId\` = ${user}))`,
  );
}

/** Only the caller's leagues. */
export function memberOfCondition(sequelize: Sequelize, userId: string) {
  return sequelize.literal(
    `\`League\`.\`id\` IN (SELECT \`leagueId\` FROM \`league_memberships\` WHERE \`userId\` = ${sequelize.escape(userId)})`,
  );
}
