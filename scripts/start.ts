/**
 * npm start: build the app when it is missing or older than its sources, then serve app and API
 * (http://localhost:8080 by default) over the database of DATABASE_URL (embedded SQLite by default).
 */
import { buildAppIfStale } from './app-build';

if (!process.env.APP_DIR) buildAppIfStale();
await import('../src/server/main');
