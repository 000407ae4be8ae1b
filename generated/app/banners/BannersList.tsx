// GENERATED from schema/banners/banners.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { bannersColumns } from './columns';
export const BannersList = () => <DataList>{bannersColumns}</DataList>;
