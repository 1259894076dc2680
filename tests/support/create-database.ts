/** Creates the database named by DATABASE_URL on the server of TEST_DATABASE_URL, if it does not exist yet. */
import postgres from "postgres";

const target = new URL(process.env.DATABASE_URL!);
const name = target.pathname.slice(1);
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
if (!exists) await admin.unsafe(`create database ${name}`);
await admin.end();
