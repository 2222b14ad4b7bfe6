/**
 * @generated SignedSource<<81b97cb580f162785e4295292f84d243>>
 * @relayHash 251b19c4219e8487109eb384cbe50ff0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 251b19c4219e8487109eb384cbe50ff0

import { ConcreteRequest } from 'relay-runtime';
export type AgentNotificationInput = {
  id: string;
};
export type mutationsExpandAgentNotificationMutation$variables = {
  input: AgentNotificationInput;
};
export type mutationsExpandAgentNotificationMutation$data = {
  readonly expandAgentNotification: {
    readonly notification: {
      readonly expanded: boolean;
      readonly id: string;
    };
  };
};
export type mutationsExpandAgentNotificationMutation$rawResponse = {
  readonly expandAgentNotification: {
    readonly notification: {
      readonly expanded: boolean;
      readonly id: string;
    };
  };
};
export type mutationsExpandAgentNotificationMutation = {
  rawResponse: mutationsExpandAgentNotificationMutation$rawResponse;
  response: mutationsExpandAgentNotificationMutation$data;
  variables: mutationsExpandAgentNotificationMutation$variables;
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
    "concreteType": "ExpandAgentNotificationPayload",
    "kind": "LinkedField",
    "name": "expandAgentNotification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AgentNotification",
        "kind": "LinkedField",
        "name": "notification",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expanded",
            "storageKey": null
          }
        ],
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
    "name": "mutationsExpandAgentNotificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsExpandAgentNotificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "251b19c4219e8487109eb384cbe50ff0",
    "metadata": {},
    "name": "mutationsExpandAgentNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "367451b2638ca5b24f2a2d4148dd1f16";

export default node;
