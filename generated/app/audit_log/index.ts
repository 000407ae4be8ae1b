// GENERATED from schema/admin/audit-log.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';
import { auditLogColumns } from './columns';
const views: ResourceViews = {
  list: AuditLogList,
  show: AuditLogShow,
  columns: auditLogColumns,
  recordRepresentation: 'model',
};
export default views;
