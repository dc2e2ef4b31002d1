import React, {type ReactNode} from 'react';
import type {Props} from '@theme/DocSidebar/Mobile';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarMobile from '@theme-init/DocSidebar/Mobile';
import {useMountWhenIdle} from '../../../useMountWhenIdle';

/** The doc sidebar's copy in the mobile menu: mounted when the browser is idle (see Navbar/MobileSidebar). */
export default function DocSidebarMobileWhenIdle(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  return useMountWhenIdle(shown) ? <DocSidebarMobile {...props} /> : null;
}
