/** The audit log's own pages (issue 10, item 8): a readable list with filters and undo, and one entry. */
import type { ResourceViews } from '../../crud/types';
import { AuditLogList, AuditLogShow } from './AuditLogViews';

const views: Partial<ResourceViews> = { list: AuditLogList, show: AuditLogShow };
export default views;
