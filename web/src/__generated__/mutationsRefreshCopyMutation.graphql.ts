/**
 * @generated SignedSource<<4bb9bc1d8bb32b8d87ab9d44dd5a5c28>>
 * @relayHash edd96774e6d967e09ec47933d4e64912
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edd96774e6d967e09ec47933d4e64912

import { ConcreteRequest } from 'relay-runtime';
export type RefreshCopyInput = {
  agentId: string;
  category: string;
  domainName: string;
};
export type mutationsRefreshCopyMutation$variables = {
  input: RefreshCopyInput;
};
export type mutationsRefreshCopyMutation$data = {
  readonly refreshCopy: {
    readonly category: string;
    readonly domainName: string;
    readonly refreshed: boolean;
  };
};
export type mutationsRefreshCopyMutation = {
  response: mutationsRefreshCopyMutation$data;
  variables: mutationsRefreshCopyMutation$variables;
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
    "concreteType": "RefreshCopyPayload",
    "kind": "LinkedField",
    "name": "refreshCopy",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "domainName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "category",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "refreshed",
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
    "name": "mutationsRefreshCopyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsRefreshCopyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "edd96774e6d967e09ec47933d4e64912",
    "metadata": {},
    "name": "mutationsRefreshCopyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f06bd0c920e5bbe129ea349a87099e13";

export default node;
