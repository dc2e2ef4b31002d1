import type {NavbarItem} from '@docusaurus/theme-common';
import type {FooterLinkItem, MultiColumnFooter} from '@docusaurus/theme-common';
import {ARCHIVED_VERSIONS} from './versions';

/** Where the project lives outside this site. */
export const EXTERNAL = {
  repository: 'https://github.com/OHIF/Viewers',
  showcase: 'https://ohif.org/showcase',
  collaborate: 'https://ohif.org/collaborate',
  discussions: 'https://community.ohif.org/',
  donate: 'https://giving.massgeneral.org/ohif',
  social: 'https://x.com/OHIFviewer',
} as const;

export const NAVBAR_ITEMS: NavbarItem[] = [
  {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs'},
  {to: '/components', label: 'Components', position: 'left'},
  {href: EXTERNAL.showcase, label: 'Showcase', position: 'left'},
  {href: EXTERNAL.collaborate, label: 'Collaborate', position: 'left'},
  {to: '/help', label: 'Help', position: 'left'},
  {
    type: 'docsVersionDropdown',
    position: 'right',
    dropdownItemsAfter: [
      {type: 'html', value: '<hr class="dropdown-separator" />'},
      {type: 'html', className: 'dropdown-archived-versions', value: '<b>Archived versions</b>'},
      ...ARCHIVED_VERSIONS.map(({label, href}) => ({label, href})),
      {to: '/versions', label: 'All versions'},
    ],
  },
  {
    type: 'localeDropdown',
    position: 'right',
    dropdownItemsAfter: [{to: '/platform/internationalization', label: 'Help Us Translate'}],
  },
  {
    href: EXTERNAL.repository,
    position: 'right',
    className: 'header-github-link',
    'aria-label': 'OHIF Viewer source repository on GitHub',
  },
];

const column = (title: string, items: FooterLinkItem[]) => ({title, items});

export const FOOTER: MultiColumnFooter = {
  style: 'dark',
  links: [
    column('Learn', [
      {label: 'Introduction', to: '/'},
      {label: 'Getting Started', to: '/development/getting-started'},
      {label: 'FAQ', to: '/faq/'},
      {label: 'Resources', to: '/resources'},
    ]),
    column('Community', [
      {label: 'Discussion board', href: EXTERNAL.discussions},
      {label: 'Help', to: '/help'},
    ]),
    column('More', [
      {label: 'Donate', href: EXTERNAL.donate},
      {label: 'GitHub', href: EXTERNAL.repository},
      {label: 'OHIF on X', href: EXTERNAL.social},
    ]),
  ],
  copyright:
    'OHIF is open-source software released under the MIT licence. Documentation © Open Health Imaging Foundation.',
};
