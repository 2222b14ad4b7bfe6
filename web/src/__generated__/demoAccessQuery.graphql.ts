/**
 * @generated SignedSource<<90dd13f007effb06a3a5146688531d60>>
 * @relayHash c6699f71c032914e52dc93a362967582
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6699f71c032914e52dc93a362967582

import { ConcreteRequest } from 'relay-runtime';
export type demoAccessQuery$variables = Record<PropertyKey, never>;
export type demoAccessQuery$data = {
  readonly siteConfig: {
    readonly demoDomains: ReadonlyArray<string>;
    readonly demoUsers: ReadonlyArray<{
      readonly associateId: string;
    }>;
  };
};
export type demoAccessQuery = {
  response: demoAccessQuery$data;
  variables: demoAccessQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SiteConfig",
    "kind": "LinkedField",
    "name": "siteConfig",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "demoDomains",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DemoUser",
        "kind": "LinkedField",
        "name": "demoUsers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "associateId",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "demoAccessQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "demoAccessQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c6699f71c032914e52dc93a362967582",
    "metadata": {},
    "name": "demoAccessQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "690fbaab63ed5606bc8b7eed5f4a4a58";

export default node;
