/**
 * @generated SignedSource<<c77e7f50b56c2f2f034843723aa680d4>>
 * @relayHash 8c0dc88e616736737998d4a6531a9bb4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c0dc88e616736737998d4a6531a9bb4

import { ConcreteRequest } from 'relay-runtime';
export type loadersWelcomePageQuery$variables = {
  associateId: string;
};
export type loadersWelcomePageQuery$data = {
  readonly agent: {
    readonly displayName: string;
    readonly domains: {
      readonly totalCount: number;
    } | null | undefined;
  } | null | undefined;
  readonly siteConfig: {
    readonly domainTransactionsEnabled: boolean;
  };
};
export type loadersWelcomePageQuery = {
  response: loadersWelcomePageQuery$data;
  variables: loadersWelcomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "associateId"
  }
],
v1 = {
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
      "name": "domainTransactionsEnabled",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "associateId",
    "variableName": "associateId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "DomainConnection",
  "kind": "LinkedField",
  "name": "domains",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "loadersWelcomePageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "loadersWelcomePageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8c0dc88e616736737998d4a6531a9bb4",
    "metadata": {},
    "name": "loadersWelcomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d6659b4361929c6dd3df6b24d23f913e";

export default node;
