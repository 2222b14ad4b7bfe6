import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import { queueSearchOf, queueViewOf, type QueueView } from './queueSearch';

/**
 * The queue's view in its address (issue #25). `view` is what the page shows; `wanted` is what is being loaded (the
 * filters show it). A change builds on the last view asked for, even one whose navigation has not yet begun to render,
 * so two quick changes (an agent cleared, then a domain chosen) both count.
 */
export function useQueueView() {
  const [search] = useSearchParams();
  const view = queueViewOf(search);
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const next = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const wanted = next ? queueViewOf(new URLSearchParams(next.search)) : view;
  const asked = useRef(wanted);
  // Only a new wanted view (a navigation, or Back) replaces the last one asked for: a render of the old one does not.
  const wantedSearch = queueSearchOf(wanted);
  useEffect(() => {
    asked.current = queueViewOf(new URLSearchParams(wantedSearch));
  }, [wantedSearch]);
  const show = (patch: Partial<QueueView>) => {
    asked.current = { ...asked.current, ...patch };
    void navigate({ pathname: location.pathname, search: queueSearchOf(asked.current) });
  };
  return { view, wanted, loading: navigation.state !== 'idle', show };
}
