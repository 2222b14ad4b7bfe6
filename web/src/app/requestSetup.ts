import { currentPath, LOGIN_PATH, rememberNext } from '../auth/redirects';
import { invalidateSession } from '../auth/sessionCache';
import { readViewAs } from '../auth/viewAs/viewAsStorage';
import { choiceHeaders } from '../relay/choiceHeaders';
import { navigateTo } from '../relay/navigator';
import { configureRequests } from '../relay/requestHooks';
import { readBackendChoice } from '../shell/backendChoice';

/** Gives the request layer the session and the browser's choices, which live in the frame (auth, shell). */
configureRequests({
  choiceHeaders: () => choiceHeaders(readBackendChoice(), readViewAs()),
  onUnauthenticated: () => {
    rememberNext(currentPath());
    invalidateSession();
    navigateTo(LOGIN_PATH);
  },
});
