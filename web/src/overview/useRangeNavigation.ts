import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import type { DateRange } from '../widgets/dateRange';
import { rangeFromSearch, rangeSearch } from './range';

/**
 * The range the page shows (the one its loader queried, from the URL) and applying another: that navigates to the
 * same page with it (the loader starts the query); pending while that runs.
 */
export function useRangeNavigation(): { range: DateRange; applyRange: (range: DateRange) => void; pending: boolean } {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const pending = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  return {
    range: rangeFromSearch(search),
    applyRange: (range) => navigate({ pathname: location.pathname, search: rangeSearch(range) }),
    pending,
  };
}
