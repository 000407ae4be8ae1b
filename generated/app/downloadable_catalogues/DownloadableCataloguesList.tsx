// GENERATED from schema/catalogues/downloadable_catalogues.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { downloadableCataloguesColumns } from './columns';
export const DownloadableCataloguesList = () => <DataList>{downloadableCataloguesColumns}</DataList>;
