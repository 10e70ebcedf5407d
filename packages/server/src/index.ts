export { buildApp, type App } from './app';
export { loadConfig, type Config } from './config';
export { openDatabase, type Database, type DatabaseOptions } from './db/database';
export { seedDemo } from './seed/demo';
