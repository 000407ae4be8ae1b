/** Hand-written role views (DESIGN.md: src/app/resources/<resource>/ overrides the generated ones). */
import type { ResourceViews } from '../../crud/types';
import { RolesForm } from './RolesForm';
import { RolesCreate, RolesEdit, RolesShow } from './RolesViews';

const views: Partial<ResourceViews> = { create: RolesCreate, edit: RolesEdit, show: RolesShow, form: RolesForm };
export default views;
