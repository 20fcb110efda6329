import { loadConfig } from '../config.js';
import { databaseOptionsFromConfig, migrateDatabase, openDatabase } from './client.js';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await migrateDatabase(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
