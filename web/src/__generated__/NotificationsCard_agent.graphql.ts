/**
 * @generated SignedSource<<f90e58e880c52beeb2e4db0d80276fb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsCard_agent$data = {
  readonly id: string;
  readonly notifications: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
  }> | null | undefined;
  readonly " $fragmentType": "NotificationsCard_agent";
};
export type NotificationsCard_agent$key = {
  readonly " $data"?: NotificationsCard_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsCard_agent">;
};

import NotificationsCardRefetchQuery_graphql from './NotificationsCardRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": NotificationsCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "NotificationsCard_agent",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AgentNotification",
      "kind": "LinkedField",
      "name": "notifications",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "NotificationItem_notification"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};
})();

(node as any).hash = "4ffc0b7487d7641f913ab4b15db42673";

export default node;
