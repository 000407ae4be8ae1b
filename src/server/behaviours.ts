/**
 * A resource's behaviour beyond CRUD lives in ONE hand-written file beside its name:
 * `src/server/behaviour/<collection>.ts` (as Frappe keeps a DocType's controller beside its JSON).
 * It is found by name when the server starts; a file that names no collection stops the start.
 *
 *   export default defineBehaviour(({ registry }) => ({
 *     prepare(input) { ... },     // before the transaction, once per input: slow work (hashing)
 *     guard(step) { ... },        // refuse (409) given the record as stored, locked for this write
 *     validate(step) { ... },     // refuse the input (422 / 409), may read with step.uow.trx
 *     compute(step) { ... },      // complete step.input (computed fields) before it is written
 *     created(step, record) { ... }, // a new record and its lines are in: write what hangs on it
 *     createdTogether(steps, records) { ... }, // the same for records written together (an import's)
 *     afterCommit(write) { ... }, // once committed: mail, events; a failure is logged only
 *   }));
 *
 * The steps from guard on run in that order inside the write's transaction, after the workflow's
 * own rules (workflow/engine.ts: loadBehaviours makes them the first guard), for every write of
 * the collection: the generic calls, the domain calls, and the server's own writes (sign-up,
 * seeding) alike. A trait's behaviour
 * (src/server/traits/<trait>.ts, same form) runs first for every resource that takes the trait.
 */
import { readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from './registry';
import type { WireRecord } from './db/codec';
import type { Accounts } from './auth/accounts';
import type { Sessions } from './auth/sessions';
import type { Settings } from './config';
import { workflowGuard } from './workflow/engine';
import type { Behaviour, Behaviours, WriteStep } from './write-steps';
import type { ValidatedInput } from './validate';

export type { Behaviour, Behaviours, Step, WriteKind, WriteStep } from './write-steps';

/** What a behaviour file may use besides the write itself. */
export interface BehaviourDeps {
  registry: Registry;
  accounts: Accounts;
  sessions: Sessions;
  log: FastifyBaseLogger;
  /** The server's settings (absent in tests that load behaviour files alone). */
  settings?: Settings;
}

export type BehaviourFile = (deps: BehaviourDeps) => Behaviour;

export const defineBehaviour = (file: BehaviourFile): BehaviourFile => file;

/**
 * A workflow's own rules (workflow/engine.ts): the first guard of every resource that declares
 * one, refusing a transition in the resource's own words when its behaviour has them.
 */
const workflowOf = (own?: Behaviour): Behaviour => ({ guard: (step) => workflowGuard(step, own?.refusal?.bind(own)) });

const HERE = dirname(fileURLToPath(import.meta.url));
export const BEHAVIOUR_DIR = join(HERE, 'behaviour');
/** A trait's behaviour: src/server/traits/<trait>.ts (schema/traits/<trait>.yaml declares it). */
export const TRAIT_DIR = join(HERE, 'traits');

/** The behaviour files of `dir` by name; `known` says which names may have one. */
async function filesOf(dir: string, deps: BehaviourDeps, known: (name: string) => boolean, what: string): Promise<Map<string, Behaviour>> {
  const out = new Map<string, Behaviour>();
  for (const file of readdirSync(dir).sort()) {
    if (!/\.[cm]?[jt]s$/.test(file) || file.endsWith('.d.ts')) continue;
    const name = basename(file).replace(/\.[^.]+$/, '');
    const shown = `${relative(join(HERE, '..', '..'), dir)}/${file}`;
    if (!known(name)) throw new Error(`${shown}: there is no ${what} "${name}" in schema/`);
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default?: BehaviourFile };
    if (typeof mod.default !== 'function') throw new Error(`${shown}: export default defineBehaviour(...)`);
    out.set(name, mod.default(deps));
  }
  return out;
}

/** Run the same step of several behaviours in order (a resource's traits', then its own file's). */
function chain(parts: Behaviour[]): Behaviour {
  if (parts.length === 1) return parts[0];
  const steps = (name: 'guard' | 'validate' | 'compute') => async (step: WriteStep) => {
    for (const part of parts) await part[name]?.(step);
  };
  const prepares = parts.flatMap((part) => part.prepare ?? []);
  return {
    ...(prepares.length
      ? {
          prepare: async (input: ValidatedInput) => {
            for (const prepare of prepares) input = await prepare(input);
            return input;
          },
        }
      : {}),
    guard: steps('guard'),
    validate: steps('validate'),
    compute: steps('compute'),
    created: async (step, record) => {
      for (const part of parts) await part.created?.(step, record);
    },
    ...(parts.some((part) => part.createdTogether)
      ? {
          createdTogether: async (steps: WriteStep[], records: WireRecord[]) => {
            for (const part of parts) {
              if (part.createdTogether) await part.createdTogether(steps, records);
              else if (part.created) for (let k = 0; k < records.length; k++) await part.created(steps[k], records[k]);
            }
          },
        }
      : {}),
    afterCommit: async (write, uow) => {
      for (const part of parts) await part.afterCommit?.(write, uow);
    },
  };
}

/**
 * Every resource's behaviour, by collection: its workflow's rules, its traits' behaviour files,
 * then its own file. A file whose name is no collection (or no trait) stops the start.
 */
export async function loadBehaviours(deps: BehaviourDeps, dir = BEHAVIOUR_DIR, traitDir = TRAIT_DIR): Promise<Behaviours> {
  const { registry } = deps;
  const traitNames = new Set(registry.defs.flatMap((d) => d.traits));
  const traits = await filesOf(traitDir, deps, (name) => traitNames.has(name), 'trait');
  const own = await filesOf(dir, deps, (name) => !!registry.get(name), 'collection');
  const out = new Map<string, Behaviour>();
  for (const def of registry.defs) {
    const parts = [...(def.workflow ? [workflowOf(own.get(def.resource))] : []), ...def.traits.flatMap((t) => traits.get(t) ?? []), ...(own.has(def.resource) ? [own.get(def.resource)!] : [])];
    if (parts.length) out.set(def.resource, chain(parts));
  }
  return out;
}
