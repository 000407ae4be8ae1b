// GENERATED from schema/masterlists/competencies.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { CompetenciesForm } from './CompetenciesForm';
export const CompetenciesCreate = () => (
  <ResourceCreate>
    <CompetenciesForm />
  </ResourceCreate>
);
