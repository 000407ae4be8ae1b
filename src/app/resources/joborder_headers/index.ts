/**
 * Job orders (DESIGN.md: src/app/resources/<resource>/ overrides the generated views). The
 * resource has four list routes: job-order is the dispatch board (its plain list at
 * ?layout=list), calendar, map-view and task-lists (modules/field) are their modules. The
 * view and manage pages add the job's actions, transitions, service request and site map.
 */
import type { ResourceViews } from '../../crud/types';
import { JobOrderEdit, JobOrderLists, JobOrderShow } from './JobOrderViews';

const views: Partial<ResourceViews> = { list: JobOrderLists, show: JobOrderShow, edit: JobOrderEdit };
export default views;
