// GENERATED from schema/masterlists/training_partners.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { TrainingPartnersForm } from './TrainingPartnersForm';
export const TrainingPartnersEdit = () => (
  <ResourceEdit>
    <TrainingPartnersForm />

  </ResourceEdit>
);
