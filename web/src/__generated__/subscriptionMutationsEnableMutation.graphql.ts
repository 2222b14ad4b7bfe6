/**
 * @generated SignedSource<<8482dc52085c2a99a527ee8cd9be6501>>
 * @relayHash 5e785b3eb4c66d7905f07a0440c6259f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e785b3eb4c66d7905f07a0440c6259f

import { ConcreteRequest } from 'relay-runtime';
export type SchedulerSubscriptionInput = {
  agentId: string;
};
export type subscriptionMutationsEnableMutation$variables = {
  input: SchedulerSubscriptionInput;
};
export type subscriptionMutationsEnableMutation$data = {
  readonly enableScheduler: {
    readonly firstSchedule: {
      readonly id: string;
      readonly label: string;
    } | null | undefined;
    readonly subscription: {
      readonly active: boolean;
      readonly id: string;
      readonly justEnabled: boolean;
    };
  };
};
export type subscriptionMutationsEnableMutation = {
  response: subscriptionMutationsEnableMutation$data;
  variables: subscriptionMutationsEnableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "EnableSchedulerPayload",
    "kind": "LinkedField",
    "name": "enableScheduler",
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
          (v1/*:: as any*/),
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
            "name": "justEnabled",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Schedule",
        "kind": "LinkedField",
        "name": "firstSchedule",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
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
    "name": "subscriptionMutationsEnableMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "subscriptionMutationsEnableMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5e785b3eb4c66d7905f07a0440c6259f",
    "metadata": {},
    "name": "subscriptionMutationsEnableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8671fbd24e872278c67e9f4658d34a0b";

export default node;
