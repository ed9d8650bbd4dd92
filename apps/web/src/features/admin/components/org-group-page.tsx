// STUB (issue 15): replaced by its owner; keep the export name and props.
import type { ComponentType } from 'react';

/** Panels other features own, given to the page by the route table (features do not import each other). */
export type OrgGroupPanels = {
  UsersPanel: ComponentType<{ orgGroupId: string }>;
  ApiPanel: ComponentType<{ orgGroupId: string }>;
};

export function OrgGroupPage(_props: OrgGroupPanels) {
  return <h1>ORGANISATION</h1>;
}
