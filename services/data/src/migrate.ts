import { openDatabase } from './database';

/** `npm run migrate -w @fairway/data`: apply pending migrations without starting a server. */
const db = openDatabase(process.env.DATABASE_URL || undefined);
db.migrate()
  .then(async (applied) => {
    console.log(applied.length ? `Applied ${applied.join(', ')} to ${db.description}` : `${db.description} is up to date`);
    await db.close();
  })
  .catch(async (error) => {
    console.error(error);
    await db.close();
    process.exit(1);
  });
