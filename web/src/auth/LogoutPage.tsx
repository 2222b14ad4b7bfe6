import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearAlerts } from '../alerts/alertStore';
import { LoadingState } from '../widgets/LoadingState';
import { LOGIN_PATH } from './redirects';
import { logout } from './session';

/** ROUTE-012: signs out, forgets the cached data and lands on the login page. */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    clearAlerts(); // the previous user's failures are not the next user's business
    void logout().then(() => {
      if (active) navigate(LOGIN_PATH, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return <LoadingState text="Logging out" page />;
}
