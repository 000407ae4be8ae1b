// GENERATED from schema/catalogues/downloadable_catalogues.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { DownloadableCataloguesForm } from './DownloadableCataloguesForm';
export const DownloadableCataloguesCreate = () => (
  <ResourceCreate>
    <DownloadableCataloguesForm />
  </ResourceCreate>
);
