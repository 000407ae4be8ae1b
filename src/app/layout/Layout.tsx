/**
 * The signed-in layout (spec: vertical): menu and app bar around the page, behind the route
 * guard, so a page renders only for a user whose ability permits it. Full-layout pages (sign-in,
 * errors) are routed outside it.
 */
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { RouteGuard } from '../guard';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { ScrollButton } from './ScrollButton';
import { useProfilePreferenceSync } from './preferences';
import { useLiveChanges } from '../live/useLiveChanges';
import { OutboxBanner } from '../offline/OutboxBanner';

const SignedInLayout = ({ children }: { children: ReactNode }) => {
  useProfilePreferenceSync();
  useLiveChanges();
  return (
    <RaLayout menu={Menu} appBar={AppBar}>
      <OutboxBanner />
      {children}
      <ScrollButton />
    </RaLayout>
  );
};

export const Layout = ({ children }: { children: ReactNode }) => (
  <RouteGuard>
    <SignedInLayout>{children}</SignedInLayout>
  </RouteGuard>
);
