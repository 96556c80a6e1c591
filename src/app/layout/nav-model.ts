// The header's menu structure, derived from the route table.

import { menuGroups, routesInGroup, type AppRoute, type MenuGroup } from '../../routes/table';
import type { MessageId } from '../../i18n/messages';

export interface NavGroup {
  group: MenuGroup;
  label: MessageId;
  items: AppRoute[];
}

export const navGroups: NavGroup[] = menuGroups.map((group) => ({
  group,
  label: `nav.group.${group}` as MessageId,
  items: routesInGroup(group),
}));

export const titleId = (route: { id: string }) => `page.${route.id}.title` as MessageId;
export const descriptionId = (route: { id: string }) => `page.${route.id}.description` as MessageId;
