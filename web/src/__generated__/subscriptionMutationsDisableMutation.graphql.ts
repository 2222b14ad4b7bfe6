/**
 * @generated SignedSource<<a465e4e2b1ab636ba4f4ca0e6f6915d4>>
 * @relayHash fcae6884750dcbb43f73fb0a22b94ef5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fcae6884750dcbb43f73fb0a22b94ef5

import { ConcreteRequest } from 'relay-runtime';
export type SchedulerSubscriptionInput = {
  agentId: string;
};
export type subscriptionMutationsDisableMutation$variables = {
  input: SchedulerSubscriptionInput;
};
export type subscriptionMutationsDisableMutation$data = {
  readonly disableScheduler: {
    readonly subscription: {
      readonly active: boolean;
      readonly id: string;
      readonly justCanceled: boolean;
    };
  };
};
export type subscriptionMutationsDisableMutation = {
  response: subscriptionMutationsDisableMutation$data;
  variables: subscriptionMutationsDisableMutation$variables;
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
    "concreteType": "SchedulerSubscriptionPayload",
    "kind": "LinkedField",
    "name": "disableScheduler",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SchedulerSubscription",
        "kind": "LinkedField",
        "name": "subscription",
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
            "name": "active",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "justCanceled",
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
    "name": "subscriptionMutationsDisableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "subscriptionMutationsDisableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fcae6884750dcbb43f73fb0a22b94ef5",
    "metadata": {},
    "name": "subscriptionMutationsDisableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "30d45a0b6d04c7183d7af321a024882b";

export default node;
