import React, {lazy, Suspense, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useMountWhenIdle} from '../../../useMountWhenIdle';

// The theme's menu, in its own chunk: no page needs its code to render.
const NavbarMobileSidebar = lazy(() => import('@theme-init/Navbar/MobileSidebar'));

/**
 * The theme's mobile menu renders, hidden, right after hydration on every phone: navbar items
 * and, on doc pages, the whole doc sidebar, in one blocking task. Mounted when the browser is
 * idle instead (long before a reader reaches for the menu), or at once if they open it first;
 * its code loads at that moment too.
 */
export default function NavbarMobileSidebarWhenIdle(): ReactNode {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const mount = useMountWhenIdle(shown);
  // A wide window has no mobile menu: its code is not even loaded.
  if (!mount || !shouldRender) return null;
  return (
    <Suspense fallback={null}>
      <NavbarMobileSidebar />
    </Suspense>
  );
}
