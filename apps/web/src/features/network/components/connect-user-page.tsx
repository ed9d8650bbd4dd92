/** /connect/user/:key (connect §2): a connect user's details and permissions. */
import { useParams } from 'react-router';
import { adminTabPath } from '../rules/network-paths.ts';
import { ConnectUserView } from './connect-user-view.tsx';

export function ConnectUserPage() {
  const { key = '' } = useParams();
  return <ConnectUserView userId={key} back={() => ({ to: adminTabPath('users'), label: 'USERS' })} />;
}
