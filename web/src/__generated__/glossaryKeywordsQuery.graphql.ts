/**
 * @generated SignedSource<<53bf52cb5656ef8bf3261574a2a85ce7>>
 * @relayHash 7288e1c227dca6bd98b47312b2a12064
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7288e1c227dca6bd98b47312b2a12064

import { ConcreteRequest } from 'relay-runtime';
export type glossaryKeywordsQuery$variables = Record<PropertyKey, never>;
export type glossaryKeywordsQuery$data = {
  readonly glossary: {
    readonly id: string;
    readonly terms: ReadonlyArray<{
      readonly description: string;
      readonly examples: ReadonlyArray<string>;
      readonly id: string;
      readonly notes: ReadonlyArray<string>;
      readonly path: string;
      readonly title: string;
    }>;
  } | null | undefined;
};
export type glossaryKeywordsQuery = {
  response: glossaryKeywordsQuery$data;
  variables: glossaryKeywordsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Glossary",
    "kind": "LinkedField",
    "name": "glossary",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "GlossaryTerm",
        "kind": "LinkedField",
        "name": "terms",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "examples",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notes",
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
    "name": "glossaryKeywordsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "glossaryKeywordsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7288e1c227dca6bd98b47312b2a12064",
    "metadata": {},
    "name": "glossaryKeywordsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "40553b3c27f1f2d1196a94e71dc9b5a7";

export default node;
