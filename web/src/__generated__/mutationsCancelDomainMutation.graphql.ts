/**
 * @generated SignedSource<<16976ba52d613afd7d2eae76a9c1654a>>
 * @relayHash f2dadca837c727e1d7864eb4a74ee455
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2dadca837c727e1d7864eb4a74ee455

import { ConcreteRequest } from 'relay-runtime';
export type CancelDomainInput = {
  domainId: string;
};
export type mutationsCancelDomainMutation$variables = {
  input: CancelDomainInput;
};
export type mutationsCancelDomainMutation$data = {
  readonly cancelDomain: {
    readonly domain: {
      readonly active: boolean;
      readonly id: string;
      readonly isCancelled: boolean;
    };
  };
};
export type mutationsCancelDomainMutation = {
  response: mutationsCancelDomainMutation$data;
  variables: mutationsCancelDomainMutation$variables;
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
    "concreteType": "DomainPayload",
    "kind": "LinkedField",
    "name": "cancelDomain",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Domain",
        "kind": "LinkedField",
        "name": "domain",
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
            "name": "isCancelled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
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
    "name": "mutationsCancelDomainMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsCancelDomainMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f2dadca837c727e1d7864eb4a74ee455",
    "metadata": {},
    "name": "mutationsCancelDomainMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a3bd5eb26f6708147915dff612c31537";

export default node;
