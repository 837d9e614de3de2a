// Who may see a league: everyone signed in for public leagues; invite-only leagues only their
// members. An invitee sees one through the emailed token (domain/invitations.ts) until joining;
// a matching, unverified email address grants nothing. Written as one SQL condition so every
// list and lookup applies the same rule inside its own single statement (no per-row check).
import type { Sequelize } from '@fairway/data';

/** The caller's memberships as SQL text on the `League` alias (the my-leagues condition). */
export function memberOfSql(sequelize: Sequelize, userId: string): string {
  return `\`League\`.\`id\` IN (SELECT \`leagueId\` FROM \`league_memberships\` WHERE \`userId\` = ${sequelize.escape(userId)})`;
}

/** The rule as SQL text on the `League` alias, for statements written out in full. */
export function visibleToSql(sequelize: Sequelize, userId: string): string {
  return `(\`League\`.\`privacy\` = 'public' OR ${memberOfSql(sequelize, userId)})`;
}
