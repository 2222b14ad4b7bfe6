/**
 * @generated SignedSource<<6c6a0d97d859331929c553c9d0b1f24c>>
 * @relayHash c03624110ea0a80fce19fec64a66b50c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c03624110ea0a80fce19fec64a66b50c

import { ConcreteRequest } from 'relay-runtime';
export type AgentNotificationInput = {
  id: string;
};
export type mutationsDismissAgentNotificationMutation$variables = {
  input: AgentNotificationInput;
};
export type mutationsDismissAgentNotificationMutation$data = {
  readonly dismissAgentNotification: {
    readonly deletedId: string;
  };
};
export type mutationsDismissAgentNotificationMutation = {
  response: mutationsDismissAgentNotificationMutation$data;
  variables: mutationsDismissAgentNotificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DismissAgentNotificationPayload",
    "kind": "LinkedField",
    "name": "dismissAgentNotification",
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
    "name": "mutationsDismissAgentNotificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsDismissAgentNotificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c03624110ea0a80fce19fec64a66b50c",
    "metadata": {},
    "name": "mutationsDismissAgentNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b38be76e75cc1c2d612206b3141c35c4";

export default node;
