// GENERATED from schema/banners/banners.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { BannersForm } from './BannersForm';
export const BannersCreate = () => (
  <ResourceCreate>
    <BannersForm />
  </ResourceCreate>
);
