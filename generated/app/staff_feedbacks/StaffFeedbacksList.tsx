// GENERATED from schema/feedbacks/staff_feedbacks.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { staffFeedbacksColumns } from './columns';
export const StaffFeedbacksList = () => <DataList>{staffFeedbacksColumns}</DataList>;
