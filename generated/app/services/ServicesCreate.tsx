// GENERATED from schema/masterlists/services.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ServicesForm } from './ServicesForm';
export const ServicesCreate = () => (
  <ResourceCreate>
    <ServicesForm />
  </ResourceCreate>
);
