// GENERATED from schema/traits/chained_document.yaml by generator/. Do not edit.
import type { TraitInputsProps } from '../../../src/app/crud';
export const ChainedDocumentInputs = ({ rules, labels }: TraitInputsProps) => (
  <>

  </>
);
