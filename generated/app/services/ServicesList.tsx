// GENERATED from schema/masterlists/services.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { servicesColumns } from './columns';
export const ServicesList = () => <DataList>{servicesColumns}</DataList>;
