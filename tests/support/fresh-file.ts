// A test worker runs file after file in one process (`isolate: false`, vitest.config.ts): each file starts as it
// would in a process of its own, with the worker's first environment and none of the app's process-wide singletons
// (the config, the database handle: app/lib/platform/singleton.server.ts) that an earlier file left behind.
const worker = globalThis as { __workerEnv?: NodeJS.ProcessEnv; __singletons?: Map<string, unknown> };
worker.__workerEnv ??= { ...process.env };
for (const key of Object.keys(process.env)) if (!(key in worker.__workerEnv)) delete process.env[key];
Object.assign(process.env, worker.__workerEnv);
worker.__singletons = new Map();
