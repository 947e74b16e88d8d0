/** A doc's or category index's section line, from the sidebar breadcrumbs the page shows. */
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {SECTION_FALLBACKS, sectionLabel} from '../card';

export function useDocSection(): string {
  // The last breadcrumb is the page itself; the ones before it are its categories.
  const categories = (useSidebarBreadcrumbs() ?? []).slice(0, -1).map((item) => item.label);
  return sectionLabel(categories, SECTION_FALLBACKS.docs);
}
