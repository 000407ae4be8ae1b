// GENERATED from schema/banners/banners.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { BannersForm } from './BannersForm';
export const BannersEdit = () => (
  <ResourceEdit>
    <BannersForm />

  </ResourceEdit>
);
