/**
 * npm run seed:demo [-- --force] [-- --seed=N] [-- --today YYYY-MM-DD]: load the demo data
 * (src/server/seed/demo-data) into the database the server uses (DATABASE_URL, by default the
 * embedded SQLite database under data/), dated around today in Singapore unless --today names
 * another day. Refuses a database that already has it unless --force.
 */
import { loadSettings } from '../src/server/config';
import { build } from '../src/server/app';
import { DemoAlreadyLoaded, seedDemoData, type DemoOptions } from '../src/server/seed/demo-data';

/** The arguments; `--today YYYY-MM-DD` and `--today=YYYY-MM-DD` alike. */
function parseArguments(argv: string[]): DemoOptions {
  const options: DemoOptions = {};
  const args = argv.flatMap((arg, i) => (arg === '--today' && argv[i + 1] !== undefined ? [`--today=${argv[i + 1]}`] : argv[i - 1] === '--today' ? [] : [arg]));
  for (const arg of args) {
    const [name, value] = arg.split('=', 2);
    if (name === '--force' && value === undefined) options.force = true;
    else if (name === '--seed' && value !== undefined && /^\d+$/.test(value)) options.seed = Number(value);
    else if (name === '--today' && value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value)) options.today = value;
    else throw new Error(`Unknown argument ${arg}; use --force, --seed=<number> or --today=YYYY-MM-DD`);
  }
  return options;
}

let options: DemoOptions;
try {
  options = parseArguments(process.argv.slice(2));
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

// A one-shot load, not a server: no daily jobs (the server plans the demo's visits when it starts),
// and the demo's customers are not mailed about the jobs it accepts and finishes. It writes as the
// administrator through the API from inside the server's code: the second factor a person must set
// up (MFA_ENFORCE) is not asked of it; the administrator who signs in is asked as ever.
const settings = { ...loadSettings(), visitPlanning: false, customerMail: { accepted: false, on_my_way: false, finished: false }, mfaEnforce: false };
const built = await build(settings);
if (built.seed.generatedPassword) {
  console.log(`\n  First start: created user "${settings.adminUsername}" with password ${built.seed.generatedPassword}\n  (set ADMIN_PASSWORD to choose it; change it after signing in)\n`);
}
const where = settings.databaseUrl.replace(/\/\/[^@/]*@/, '//');
try {
  const report = await seedDemoData(built, settings, options);
  const total = Object.values(report.created).reduce((a, b) => a + b, 0);
  console.log(`Demo data loaded into ${where}${report.load > 1 ? ` (load ${report.load})` : ''}:`);
  const width = Math.max(...Object.keys(report.created).map((c) => c.length));
  for (const [collection, n] of Object.entries(report.created)) console.log(`  ${collection.padEnd(width)} ${String(n).padStart(5)}`);
  console.log(`  ${'total'.padEnd(width)} ${String(total).padStart(5)} records in ${report.seconds.toFixed(1)} s`);
} catch (e) {
  if (!(e instanceof DemoAlreadyLoaded)) throw e;
  console.error(`${e.message}\n(${where})`);
  process.exitCode = 1;
} finally {
  await built.app.close();
}
