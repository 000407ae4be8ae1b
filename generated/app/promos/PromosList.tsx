// GENERATED from schema/e-commerce/promos.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { promosColumns } from './columns';
export const PromosList = () => <DataList>{promosColumns}</DataList>;
