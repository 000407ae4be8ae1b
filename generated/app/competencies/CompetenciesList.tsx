// GENERATED from schema/masterlists/competencies.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { competenciesColumns } from './columns';
export const CompetenciesList = () => <DataList>{competenciesColumns}</DataList>;
