// GENERATED from schema/feedbacks/customer_feedbacks.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { customerFeedbacksColumns } from './columns';
export const CustomerFeedbacksList = () => <DataList>{customerFeedbacksColumns}</DataList>;
