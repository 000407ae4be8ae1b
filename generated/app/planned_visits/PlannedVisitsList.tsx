// GENERATED from schema/agreements/planned_visits.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { plannedVisitsColumns } from './columns';
export const PlannedVisitsList = () => <DataList>{plannedVisitsColumns}</DataList>;
