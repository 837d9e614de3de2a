// A secret the service makes for itself on first use and keeps in the database, so every
// replica, every restart and the digest command use the same one (the unsubscribe links' key:
// a link mailed last month must still work).
import { randomBytes } from 'node:crypto';
import { QueryTypes, type Database } from '@fairway/data';

export async function serviceKey(db: Database, name: string): Promise<string> {
  const read = async () => {
    const [row] = await db.sequelize.query<{ value: string }>('SELECT `value` FROM `service_keys` WHERE `name` = :name', {
      replacements: { name },
      type: QueryTypes.SELECT,
    });
    return row?.value ?? null;
  };
  const existing = await read();
  if (existing) return existing;
  // Two processes may make one at once: the first insert wins and both read it back.
  await db.sequelize.query(
    db.dialect === 'sqlite'
      ? 'INSERT OR IGNORE INTO `service_keys` (`name`, `value`, `createdAt`) VALUES (:name, :value, :now)'
      : 'INSERT IGNORE INTO `service_keys` (`name`, `value`, `createdAt`) VALUES (:name, :value, :now)',
    { replacements: { name, value: randomBytes(32).toString('base64url'), now: new Date() } },
  );
  const made = await read();
  if (!made) throw new Error(`service key ${name} could not be stored`);
  return made;
}
