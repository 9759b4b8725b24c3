import { workerData } from "node:worker_threads";
import { copyTemplateSync } from "./template.server.ts";

// db/template.server.ts copyTemplateInBackground: the copy, on a thread of its own.
const { template, target } = workerData as { template: string; target: string };
copyTemplateSync(template, target);
