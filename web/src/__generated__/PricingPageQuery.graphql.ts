/**
 * @generated SignedSource<<42301e017b2157b8fce38c58ff047605>>
 * @relayHash fd65594aff408e3f8081fea1a25c9c5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd65594aff408e3f8081fea1a25c9c5d

import { ConcreteRequest } from 'relay-runtime';
export type PricingPageQuery$variables = Record<PropertyKey, never>;
export type PricingPageQuery$data = {
  readonly siteConfig: {
    readonly domainTransactionsEnabled: boolean;
  };
};
export type PricingPageQuery = {
  response: PricingPageQuery$data;
  variables: PricingPageQuery$variables;
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
        "name": "domainTransactionsEnabled",
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
    "name": "PricingPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PricingPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fd65594aff408e3f8081fea1a25c9c5d",
    "metadata": {},
    "name": "PricingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5b3c9518b1d789832b992bae07a133a7";

export default node;
