import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { appSettings } from "#db/schema.server.ts";

/** The stored value of `key`, created with `create()` the first time; the first writer wins a race. */
export async function getOrCreateSetting<T>(db: Db, key: string, create: () => T | Promise<T>): Promise<T> {
  const existing = await readSetting<T>(db, key);
  if (existing !== undefined) return existing;
  await db
    .insert(appSettings)
    .values({ key, value: await create() })
    .onConflictDoNothing();
  return (await readSetting<T>(db, key))!;
}

export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value as T | undefined;
}
