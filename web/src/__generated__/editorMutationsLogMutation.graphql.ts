/**
 * @generated SignedSource<<81d038dd327e50bbccaab1d50914d081>>
 * @relayHash b0885b02497cef09866b85a599e0325f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0885b02497cef09866b85a599e0325f

import { ConcreteRequest } from 'relay-runtime';
export type LogEditingInput = {
  agentId: string;
  domainName: string;
};
export type editorMutationsLogMutation$variables = {
  input: LogEditingInput;
};
export type editorMutationsLogMutation$data = {
  readonly logEditing: {
    readonly domainName: string;
    readonly loggedAt: string;
  };
};
export type editorMutationsLogMutation = {
  response: editorMutationsLogMutation$data;
  variables: editorMutationsLogMutation$variables;
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
    "concreteType": "LogEditingPayload",
    "kind": "LinkedField",
    "name": "logEditing",
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
        "name": "loggedAt",
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
    "name": "editorMutationsLogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "editorMutationsLogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b0885b02497cef09866b85a599e0325f",
    "metadata": {},
    "name": "editorMutationsLogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bd4736903c732b5d4779875d5f56ead4";

export default node;
