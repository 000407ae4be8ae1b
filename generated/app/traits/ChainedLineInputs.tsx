// GENERATED from schema/traits/chained_line.yaml by generator/. Do not edit.
import type { FieldRules } from '../../../src/app/crud';
/** The inputs of the chained_line trait's fields; inside child lines `labels` names the line resource's label keys. */
export const chainedLineInputs = (rules: FieldRules, labels?: string) => [
  ,
];
