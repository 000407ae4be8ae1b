// GENERATED from schema/traits/chained_line.yaml by generator/. Do not edit.
import type { TraitInputsProps } from '../../../src/app/crud';
export const ChainedLineInputs = ({ rules, labels }: TraitInputsProps) => (
  <>

  </>
);
