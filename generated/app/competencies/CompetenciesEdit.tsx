// GENERATED from schema/masterlists/competencies.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { CompetenciesForm } from './CompetenciesForm';
export const CompetenciesEdit = () => (
  <ResourceEdit>
    <CompetenciesForm />

  </ResourceEdit>
);
