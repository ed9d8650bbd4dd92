/**
 * The part of the current user that the shared access rules read (packages/domain rules/access).
 * Web guards and navigation read it from the current user the API presents.
 */
import type { CurrentUser } from '../contracts/user.ts';
import type { AccessSubject } from './access.ts';

export function toAccessSubject(user: CurrentUser): AccessSubject;
export function toAccessSubject(user: CurrentUser | null | undefined): AccessSubject | null;
export function toAccessSubject(user: CurrentUser | null | undefined): AccessSubject | null {
  if (!user) return null;
  return {
    type: user.type,
    permissions: user.permissions,
    isConnectUser: user.isConnectUser,
    orgGroup: user.orgGroupCode
      ? {
          connectAccess: user.orgGroupCode.connectAccess,
          generalSettings: user.orgGroupCode.generalSettings,
        }
      : null,
  };
}
