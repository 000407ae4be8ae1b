// GENERATED from schema/catalogues/downloadable_catalogues.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { DownloadableCataloguesForm } from './DownloadableCataloguesForm';
export const DownloadableCataloguesEdit = () => (
  <ResourceEdit>
    <DownloadableCataloguesForm />

  </ResourceEdit>
);
