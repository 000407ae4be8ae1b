// GENERATED from schema/masterlists/services.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ServicesForm } from './ServicesForm';
export const ServicesEdit = () => (
  <ResourceEdit>
    <ServicesForm />

  </ResourceEdit>
);
