// GENERATED from schema/masterlists/uom.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { uomColumns } from './columns';
export const UomList = () => <DataList>{uomColumns}</DataList>;
