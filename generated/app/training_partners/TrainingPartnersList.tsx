// GENERATED from schema/masterlists/training_partners.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { trainingPartnersColumns } from './columns';
export const TrainingPartnersList = () => <DataList>{trainingPartnersColumns}</DataList>;
