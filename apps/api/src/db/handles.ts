import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

/** The database as the application uses it, with the schema's tables and relations. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either this or the Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
