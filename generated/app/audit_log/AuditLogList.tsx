// GENERATED from schema/admin/audit-log.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { auditLogColumns } from './columns';
export const AuditLogList = () => <DataList>{auditLogColumns}</DataList>;
