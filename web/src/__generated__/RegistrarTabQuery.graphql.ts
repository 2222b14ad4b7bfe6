/**
 * @generated SignedSource<<b399f08918fcd7c9bb622336a838cd64>>
 * @relayHash f83506cc625cfa8808743ceaee5b0fc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f83506cc625cfa8808743ceaee5b0fc6

import { ConcreteRequest } from 'relay-runtime';
export type RegistrarTabQuery$variables = {
  agentId: string;
};
export type RegistrarTabQuery$data = {
  readonly registrarDomains: ReadonlyArray<{
    readonly active: boolean;
    readonly domainName: string;
    readonly id: string;
    readonly isCancelled: boolean;
    readonly productLabel: string;
  }>;
};
export type RegistrarTabQuery = {
  response: RegistrarTabQuery$data;
  variables: RegistrarTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "agentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "agentId",
        "variableName": "agentId"
      }
    ],
    "concreteType": "Domain",
    "kind": "LinkedField",
    "name": "registrarDomains",
    "plural": true,
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
        "name": "domainName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "productLabel",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RegistrarTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegistrarTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f83506cc625cfa8808743ceaee5b0fc6",
    "metadata": {},
    "name": "RegistrarTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "60f7c7e45ce677d1370815780dfa0f6a";

export default node;
