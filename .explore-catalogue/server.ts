import { build } from '../src/server/app';
import { createTestDatabase, testSettings } from '../tests/support/databases';
import { seedDemoData } from '../src/server/db/demo-data';
const db = await createTestDatabase('sqlite');
const settings = testSettings(db, { appDir: '/tmp/explore-app' });
const built = await build(settings);
await seedDemoData(built, settings);
await built.app.listen({ port: 18555, host: '127.0.0.1' });
console.log('READY', db.url);
