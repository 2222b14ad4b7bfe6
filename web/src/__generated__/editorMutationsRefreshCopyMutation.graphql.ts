/**
 * @generated SignedSource<<b3f77b03e92030fadef1412818036d63>>
 * @relayHash 9a4c21e82e1d39ebe770c9ea3e8c30da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a4c21e82e1d39ebe770c9ea3e8c30da

import { ConcreteRequest } from 'relay-runtime';
export type RefreshCopyInput = {
  agentId: string;
  category: string;
  domainName: string;
};
export type editorMutationsRefreshCopyMutation$variables = {
  input: RefreshCopyInput;
};
export type editorMutationsRefreshCopyMutation$data = {
  readonly refreshCopy: {
    readonly category: string;
    readonly domainName: string;
    readonly refreshed: boolean;
  };
};
export type editorMutationsRefreshCopyMutation = {
  response: editorMutationsRefreshCopyMutation$data;
  variables: editorMutationsRefreshCopyMutation$variables;
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
    "name": "editorMutationsRefreshCopyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "editorMutationsRefreshCopyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9a4c21e82e1d39ebe770c9ea3e8c30da",
    "metadata": {},
    "name": "editorMutationsRefreshCopyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "66af566248b603b2f4257ac99446bdfb";

export default node;
