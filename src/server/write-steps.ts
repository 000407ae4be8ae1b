/**
 * What a write looks like to the behaviour steps, in a module of its own: the records layer
 * (db/records.ts) runs the steps and the behaviour files (behaviours.ts) define them, and neither
 * imports the other for it. behaviours.ts re-exports these for the behaviour files.
 */
import type { TransitionDef } from '../shared/resource-spec';
import type { ResourceInfo } from './registry';
import type { WireRecord } from './db/codec';
import type { CommittedWrite, UnitOfWork } from './db/unit-of-work';
import type { ValidatedInput } from './validate';

export type WriteKind = 'create' | 'update' | 'status' | 'delete' | 'transition';

/** One write as the behaviour steps see it. */
export interface WriteStep {
  kind: WriteKind;
  /** The audit log's action: the kind, a transition's name, or a domain action (reassign). */
  action: string;
  info: ResourceInfo;
  /** The record as stored, with its lines, locked for this write; null on create. */
  current: WireRecord | null;
  /** The validated values and lines the write sets; null on delete. compute may add to it. */
  input: ValidatedInput | null;
  /** The transition being run (kind 'transition'). */
  transition?: TransitionDef;
  uow: UnitOfWork;
}

export type Step = (step: WriteStep) => void | Promise<void>;

export interface Behaviour {
  /**
   * Before the write's transaction, on the values alone, once per input: slow work that needs
   * neither a lock nor the stored record (the users' password hashing). Answers the input to
   * write; a line's values come through it too, as `{ values }` of the line's resource.
   */
  prepare?: (input: ValidatedInput) => ValidatedInput | Promise<ValidatedInput>;
  guard?: Step;
  /**
   * The resource's own sentence when its workflow refuses a transition from the record's state
   * (undefined: the workflow's "This job is Done; it can move only to Completed.").
   */
  refusal?: (step: WriteStep) => string | undefined | Promise<string | undefined>;
  validate?: Step;
  compute?: Step;
  /**
   * Inside the transaction, once a new record and its lines are written: write the records that
   * hang on it (a product's opening stock movement). The answer is the record as it then stands.
   */
  created?: (step: WriteStep, record: WireRecord) => void | Promise<void>;
  /**
   * The same for records written together (an import's rows, Records.createManyIn), all at once
   * (the products' opening stock: one movement for all of them rather than one each). Without
   * it, `created` runs for each. A refusal sends every one of them back to be written alone.
   */
  createdTogether?: (steps: WriteStep[], records: WireRecord[]) => void | Promise<void>;
  afterCommit?: (write: CommittedWrite, uow: UnitOfWork) => void | Promise<void>;
}

export type Behaviours = ReadonlyMap<string, Behaviour>;
