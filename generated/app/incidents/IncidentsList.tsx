// GENERATED from schema/feedbacks/incidents.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { incidentsColumns } from './columns';
export const IncidentsList = () => <DataList>{incidentsColumns}</DataList>;
