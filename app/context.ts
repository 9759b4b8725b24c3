import { createContext } from "react-router";
import type { Db } from "../db/client.ts";

/** Services that server/main.ts hands to every loader and action. */
export interface AppServices {
  db: Db;
  publicUrl?: string;
}

export const servicesContext = createContext<AppServices>();
