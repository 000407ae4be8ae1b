// GENERATED from schema/traits/chained_document.yaml by generator/. Do not edit.
import type { FieldRules } from '../../../src/app/crud';
/** The inputs of the chained_document trait's fields; inside child lines `labels` names the line resource's label keys. */
export const chainedDocumentInputs = (rules: FieldRules, labels?: string) => [
  ,
];
