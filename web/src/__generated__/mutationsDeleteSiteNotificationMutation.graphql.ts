/**
 * @generated SignedSource<<e6df0db2e632b6d4b3b5de208626ce56>>
 * @relayHash e7bab1b21a4fc5d8e1abdde82e041564
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7bab1b21a4fc5d8e1abdde82e041564

import { ConcreteRequest } from 'relay-runtime';
export type mutationsDeleteSiteNotificationMutation$variables = {
  id: string;
};
export type mutationsDeleteSiteNotificationMutation$data = {
  readonly deleteSiteNotification: {
    readonly deletedId: string;
  };
};
export type mutationsDeleteSiteNotificationMutation = {
  response: mutationsDeleteSiteNotificationMutation$data;
  variables: mutationsDeleteSiteNotificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "DeleteSiteNotificationPayload",
    "kind": "LinkedField",
    "name": "deleteSiteNotification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsDeleteSiteNotificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsDeleteSiteNotificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e7bab1b21a4fc5d8e1abdde82e041564",
    "metadata": {},
    "name": "mutationsDeleteSiteNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aa47ea0bb13e140d2e362a9c9080da5d";

export default node;
