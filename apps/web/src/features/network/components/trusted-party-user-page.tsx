/** /connect/trustedparty/user/:key (connect §2): a trusted party user's details and permissions. */
import { useParams } from 'react-router';
import { trustedPartyPath } from '../rules/network-paths.ts';
import { ConnectUserView } from './connect-user-view.tsx';

export function TrustedPartyUserPage() {
  const { key = '' } = useParams();
  return (
    <ConnectUserView
      userId={key}
      back={(user) =>
        user?.trustedPartyId
          ? {
              to: `${trustedPartyPath(user.trustedPartyId)}?tab=users`,
              label: user.trustedPartyName ?? 'TRUSTED PARTY',
            }
          : { to: '/connect/trustedparty', label: 'TRUSTED PARTIES' }
      }
    />
  );
}
