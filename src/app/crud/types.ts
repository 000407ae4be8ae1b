import type { Validator } from 'react-admin';
import type { ComponentType, ReactElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';

/** What a generated resource folder's index.ts exports. */
export interface ResourceViews {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  form?: ComponentType;
  show: ComponentType;
  columns: ReactElement[];
  recordRepresentation: string;
}

/** One entry of generated/app/resources.ts. */
export interface AppResourceEntry {
  name: string;
  icon: SvgIconComponent | undefined;
  /** Icons of the resource's extra routes, by icon name. */
  routeIcons?: Record<string, SvgIconComponent>;
  load: () => Promise<{ default: ResourceViews }>;
}
