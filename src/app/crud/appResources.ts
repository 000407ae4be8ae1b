/**
 * The app's resource entries (generated/app/resources.ts: icons and view loaders), handed to the
 * kit by App.tsx: the kit never imports generated/app, whose views import the kit.
 */
import { createContext, useContext } from 'react';
import type { AppResourceEntry } from './types';

export const AppResourcesContext = createContext<readonly AppResourceEntry[]>([]);
export const useAppResources = () => useContext(AppResourcesContext);
