/**
 * The support team's roles (hub §6), in the order contacts are listed, with the names shown for
 * them: the record's contacts, the SUPPORT TEAM widget, /help and the chat's staff names.
 */
export const SUPPORT_ROLES = ['ACT', 'CUS', 'CAG', 'SAL', 'KAM', 'GAM', 'NIS'] as const;
export type SupportRole = (typeof SUPPORT_ROLES)[number];

export const SUPPORT_ROLE_NAMES: Record<SupportRole, string> = {
  ACT: 'ACCOUNT MANAGER',
  CUS: 'CUSTOMER SERVICE REPRESENTATIVE',
  CAG: 'CUSTOMS AGENT',
  SAL: 'SALES REPRESENTATIVE',
  KAM: 'KEY ACCOUNT MANAGER',
  GAM: 'GLOBAL ACCOUNT MANAGER',
  NIS: 'IT SUPPORT',
};
