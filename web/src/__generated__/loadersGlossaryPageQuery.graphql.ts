/**
 * @generated SignedSource<<b25e41e612c184eca7e90f69f46d57e5>>
 * @relayHash 58202f8fb6df55684880f27f0a50f1a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58202f8fb6df55684880f27f0a50f1a1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type loadersGlossaryPageQuery$variables = Record<PropertyKey, never>;
export type loadersGlossaryPageQuery$data = {
  readonly glossary: {
    readonly " $fragmentSpreads": FragmentRefs<"GlossaryPage_glossary">;
  } | null | undefined;
};
export type loadersGlossaryPageQuery = {
  response: loadersGlossaryPageQuery$data;
  variables: loadersGlossaryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "loadersGlossaryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Glossary",
        "kind": "LinkedField",
        "name": "glossary",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GlossaryPage_glossary"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "loadersGlossaryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Glossary",
        "kind": "LinkedField",
        "name": "glossary",
        "plural": false,
        "selections": [
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
                "name": "visible",
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
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "58202f8fb6df55684880f27f0a50f1a1",
    "metadata": {},
    "name": "loadersGlossaryPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b33ab0c8381966f6ffe46a03a47d58a8";

export default node;
