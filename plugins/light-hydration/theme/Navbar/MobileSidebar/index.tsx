import React, {type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-init/Navbar/MobileSidebar';
import {useMountWhenIdle} from '../../../useMountWhenIdle';

/**
 * The theme's mobile menu renders, hidden, right after hydration on every phone: navbar items
 * and, on doc pages, the whole doc sidebar, in one blocking task. Mounted when the browser is
 * idle instead (long before a reader reaches for the menu), or at once if they open it first.
 */
export default function NavbarMobileSidebarWhenIdle(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  return useMountWhenIdle(shown) ? <NavbarMobileSidebar /> : null;
}
