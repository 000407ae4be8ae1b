// GENERATED from schema/traits/einvoiced_document.yaml by generator/. Do not edit.
import type { FieldRules } from '../../../src/app/crud';
/** The inputs of the einvoiced_document trait's fields; inside child lines `labels` names the line resource's label keys. */
export const einvoicedDocumentInputs = (rules: FieldRules, labels?: string) => [
  ,
];
