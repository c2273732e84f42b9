import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../server/db/connection'
import { products } from '../../server/db/schema'

/*
 * Writes to the catalogue behind a running server, as another tool would make them. Each
 * committed catalogue change is announced to every server process (migration 0003); the
 * unannounced one switches the triggers off for its transaction (session_replication_role), so
 * what a kept answer would show without the announcement can be seen.
 */

export async function renameProduct(db: Database, id: string, name: string): Promise<void> {
  await db.update(products).set({ name }).where(eq(products.id, id))
}

export async function renameProductUnannounced(db: Database, id: string, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.update(products).set({ name }).where(eq(products.id, id))
  })
}
