import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { DateRange } from '../widgets/dateRange';
import { rangeSearch } from './range';

/** Applying a range navigates to the same page with it (the loader starts the query); pending while that runs. */
export function useRangeNavigation(): { applyRange: (range: DateRange) => void; pending: boolean } {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  return {
    applyRange: (range) => navigate({ pathname: location.pathname, search: rangeSearch(range) }),
    pending,
  };
}
