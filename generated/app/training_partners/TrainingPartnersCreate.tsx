// GENERATED from schema/masterlists/training_partners.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { TrainingPartnersForm } from './TrainingPartnersForm';
export const TrainingPartnersCreate = () => (
  <ResourceCreate>
    <TrainingPartnersForm />
  </ResourceCreate>
);
